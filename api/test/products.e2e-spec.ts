import { useTestApp } from './support/test-app.js';

const speaker = {
  key: 'JBL-EON615',
  name: 'JBL EON615 powered speaker',
  price: 1234.57,
  category: 'audio',
  dimensions: '70 x 44 x 36 cm',
  description: '15-inch two-way speaker with Bluetooth control',
  image: ['https://cdn.example.com/eon615-front.jpg', 'https://cdn.example.com/eon615-back.jpg'],
};

describe('products: admin CRUD and validation', () => {
  const t = useTestApp();

  it('an admin adds a product and gets { message, product } with the defaults filled in', async () => {
    const res = await t().http.post('/api/products').set(t().auth('admin')).send(speaker).expect(201);
    expect(res.body).toEqual({
      message: 'Product added',
      product: {
        _id: expect.any(String),
        key: 'JBL-EON615',
        name: speaker.name,
        price: 1234.57,
        deposit: 0,
        category: 'audio',
        priceCategory: 'standard',
        dimensions: speaker.dimensions,
        description: speaker.description,
        image: speaker.image,
        images: speaker.image,
        availability: true,
        stock: 1,
        turnaroundHours: 0,
        rating: 4.5,
      },
    });
    const read = await t().http.get('/api/products/JBL-EON615').expect(200);
    expect(read.body).toEqual(res.body.product);
  });

  it('wraps a single image address in a list and keeps oldPrice and priceCategory', async () => {
    const res = await t()
      .http.post('/api/products')
      .set(t().auth('admin'))
      .send({ ...speaker, key: 'par-64', category: 'lights', image: 'http://localhost:3000/uploads/products/par.png', oldPrice: 25, price: 19.99, priceCategory: 'discounted' })
      .expect(201);
    expect(res.body.product).toMatchObject({ image: ['http://localhost:3000/uploads/products/par.png'], oldPrice: 25, price: 19.99, priceCategory: 'discounted' });
  });

  it('refuses a second product with the same key, in any letter case', async () => {
    const same = await t().http.post('/api/products').set(t().auth('admin')).send(speaker).expect(409);
    expect(same.body).toEqual({ error: 'A product with the key JBL-EON615 already exists', statusCode: 409 });
    await t().http.post('/api/products').set(t().auth('admin')).send({ ...speaker, key: 'jbl-eon615' }).expect(409);
  });

  it.each([
    [{ name: '(missing)' }, 'name', 'Product name is required'],
    [{ name: '   ' }, 'name', 'Product name is required'],
    [{ price: '(missing)' }, 'price', 'Price is required'],
    [{ price: null }, 'price', 'Price is required'],
    [{ price: -1 }, 'price', 'Price must be a valid number'],
    [{ price: 'cheap' }, 'price', 'Price must be a valid number'],
    [{ price: 12.345 }, 'price', 'Price must be a valid number'],
    [{ oldPrice: -5 }, 'oldPrice', 'Price must be a valid number'],
    [{ dimensions: '' }, 'dimensions', 'Dimensions are required'],
    [{ description: '(missing)' }, 'description', 'Description is required'],
    [{ key: '(missing)' }, 'key', 'Product key is required'],
    [{ key: 'has space' }, 'key', 'Product key must be 1 to 64 letters, digits, hyphens or underscores'],
    [{ key: 'k'.repeat(65) }, 'key', 'Product key must be 1 to 64 letters, digits, hyphens or underscores'],
    [{ category: 'video' }, 'category', 'Category must be audio or lights'],
    [{ priceCategory: 'cheap' }, 'priceCategory', 'Price category must be standard, discounted or premium'],
    [{ image: ['ftp://cdn.example.com/a.jpg'] }, 'image', 'Each image must be an http(s) address'],
    [{ image: ['javascript:alert(1)'] }, 'image', 'Each image must be an http(s) address'],
    [{ availability: 'yes' }, 'availability', 'availability must be true or false'],
    [{ _id: '5' }, '_id', '_id is not an accepted field'],
  ])('refuses a product with %j: %s says "%s"', async (change, field, message) => {
    const body: Record<string, unknown> = { ...speaker, key: 'valid-key', ...change };
    if (body[field] === '(missing)') delete body[field];
    const res = await t().http.post('/api/products').set(t().auth('admin')).send(body).expect(400);
    expect(res.body.error).toContain(message);
    expect(res.body.fields).toContainEqual({ field, messages: [message] });
    await t().http.get('/api/products/valid-key').set(t().auth('admin')).expect(404);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['customer', 'customer', 403],
    ['blocked', 'blocked', 403],
    ['expired', 'expired', 401],
    ['forged', 'forged', 401],
  ] as const)('%s cannot add, change or delete products', async (_who, role, status) => {
    const headers = role ? t().auth(role) : {};
    await t().http.post('/api/products').set(headers).send({ ...speaker, key: 'sneaky' }).expect(status);
    await t().http.put('/api/products/JBL-EON615').set(headers).send({ price: 1 }).expect(status);
    await t().http.delete('/api/products/JBL-EON615').set(headers).expect(status);
    expect((await t().http.get('/api/products/JBL-EON615').expect(200)).body.price).toBe(1234.57);
  });

  it('an admin changes some fields and the rest stay as they were', async () => {
    const res = await t()
      .http.put('/api/products/JBL-EON615')
      .set(t().auth('admin'))
      .send({ price: 999.99, oldPrice: 1234.57, image: 'https://cdn.example.com/new.jpg' })
      .expect(200);
    expect(res.body).toEqual({
      message: 'Product updated',
      product: expect.objectContaining({ key: 'JBL-EON615', name: speaker.name, price: 999.99, oldPrice: 1234.57, image: ['https://cdn.example.com/new.jpg'] }),
    });
    const cleared = await t().http.put('/api/products/JBL-EON615').set(t().auth('admin')).send({ oldPrice: null }).expect(200);
    expect(cleared.body.product.oldPrice).toBeUndefined();
  });

  it('the key cannot be changed: a key in the update is refused and nothing changes', async () => {
    const res = await t().http.put('/api/products/JBL-EON615').set(t().auth('admin')).send({ key: 'NEW-KEY', name: 'Renamed' }).expect(400);
    expect(res.body.error).toBe('The product key cannot be changed');
    await t().http.get('/api/products/NEW-KEY').set(t().auth('admin')).expect(404);
    expect((await t().http.get('/api/products/JBL-EON615').expect(200)).body.name).toBe(speaker.name);
  });

  it.each([
    [{ name: '' }, 'Product name is required'],
    [{ name: null }, 'Product name is required'],
    [{ price: -0.01 }, 'Price must be a valid number'],
    // What the admin's edit form sends for a cleared price and for an old price that is not a number.
    [{ price: null }, 'Price is required'],
    [{ oldPrice: '12,00' }, 'Price must be a valid number'],
    [{ dimensions: ' ' }, 'Dimensions are required'],
    [{ description: null }, 'Description is required'],
    [{ category: null }, 'Category must be audio or lights'],
  ])('an update with %j is refused', async (change, message) => {
    const res = await t().http.put('/api/products/JBL-EON615').set(t().auth('admin')).send(change).expect(400);
    expect(res.body.error).toBe(message);
  });

  it('updating or deleting an unknown product is a 404', async () => {
    const res = await t().http.put('/api/products/ghost').set(t().auth('admin')).send({ price: 1 }).expect(404);
    expect(res.body).toEqual({ error: 'No product has the key ghost', statusCode: 404 });
    await t().http.delete('/api/products/ghost').set(t().auth('admin')).expect(404);
  });

  it('an unavailable product is hidden from visitors and customers but shown to admins', async () => {
    await t().http.put('/api/products/par-64').set(t().auth('admin')).send({ availability: false }).expect(200);
    await t().http.get('/api/products/par-64').expect(404);
    await t().http.get('/api/products/par-64').set(t().auth('customer')).expect(404);
    // A bad token on a public route counts as no token at all.
    await t().http.get('/api/products/par-64').set(t().auth('forged')).expect(404);
    expect((await t().http.get('/api/products/par-64').set(t().auth('admin')).expect(200)).body.availability).toBe(false);
  });

  it('looks products up by their exact key', async () => {
    await t().http.get('/api/products/jbl-eon615').expect(404);
    const res = await t().http.get('/api/products/no-such-product').expect(404);
    expect(res.body).toEqual({ error: 'No product has the key no-such-product', statusCode: 404 });
  });

  it('an admin deletes a product and gets { message }', async () => {
    const res = await t().http.delete('/api/products/par-64').set(t().auth('admin')).expect(200);
    expect(res.body).toEqual({ message: 'Product deleted' });
    await t().http.get('/api/products/par-64').set(t().auth('admin')).expect(404);
    await t().http.delete('/api/products/par-64').set(t().auth('admin')).expect(404);
  });
});

import { useTestApp } from './support/test-app.js';

interface Listed {
  key: string;
  name: string;
  price: number;
  category: string;
  availability: boolean;
}

/** 30 products: every third one unavailable, alternating categories, prices with paise, and names with LIKE wildcards. */
const catalogue = Array.from({ length: 30 }, (_, i) => ({
  key: `item-${String(i + 1).padStart(2, '0')}`,
  name: `${['Mixer', 'Spotlight', 'Amplifier', 'Fog machine', 'Wash light'][i % 5]} ${String.fromCharCode(65 + ((i * 7) % 26))}${i}`,
  price: Number((((i * 37) % 50) + 0.25 * (i % 4)).toFixed(2)),
  category: i % 2 === 0 ? 'audio' : 'lights',
  dimensions: '10 x 10 x 10 cm',
  description: i === 4 ? 'Includes a rare ivory-coloured flight case' : 'Rental-grade gear, tested before every hire',
  image: [],
  availability: i % 3 !== 2,
}));
const specials = [
  { ...catalogue[0], key: 'pct-1', name: '100% Silent Generator', availability: true },
  { ...catalogue[0], key: 'under_score', name: 'Cable pack', availability: true },
];

const byName = (a: Listed, b: Listed) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

describe('products: catalogue list, pages, search, filters and sort', () => {
  const t = useTestApp();
  const all = [...catalogue, ...specials];
  const available = all.filter((p) => p.availability);

  beforeAll(async () => {
    for (const product of all) await t().http.post('/api/products').set(t().auth('admin')).send(product).expect(201);
  });

  const keys = (body: Listed[]) => body.map((p) => p.key);

  it('returns a plain list of available products ordered by name by default, for visitors and customers', async () => {
    const expected = [...available].sort(byName).map((p) => p.key);
    const visitor = await t().http.get('/api/products').expect(200);
    expect(Array.isArray(visitor.body)).toBe(true);
    expect(keys(visitor.body)).toEqual(expected);
    const customer = await t().http.get('/api/products').set(t().auth('customer')).expect(200);
    expect(keys(customer.body)).toEqual(expected);
  });

  it('shows unavailable products to admins only', async () => {
    const admin = await t().http.get('/api/products').set(t().auth('admin')).expect(200);
    expect(admin.body).toHaveLength(all.length);
    expect(admin.body.some((p: Listed) => !p.availability)).toBe(true);
    const forged = await t().http.get('/api/products').set(t().auth('forged')).expect(200);
    expect(forged.body).toHaveLength(available.length);
  });

  it('returns a page with totals when page and limit are given', async () => {
    const res = await t().http.get('/api/products?page=2&limit=5').expect(200);
    expect(res.body.pagination).toEqual({ page: 2, limit: 5, total: available.length, totalPages: Math.ceil(available.length / 5) });
    expect(keys(res.body.data)).toEqual([...available].sort(byName).slice(5, 10).map((p) => p.key));
  });

  it('uses 20 a page when only page is given, and page 1 when only limit is given', async () => {
    const onlyPage = await t().http.get('/api/products?page=1').expect(200);
    expect(onlyPage.body.pagination).toMatchObject({ page: 1, limit: 20 });
    expect(onlyPage.body.data).toHaveLength(20);
    const onlyLimit = await t().http.get('/api/products?limit=3').expect(200);
    expect(onlyLimit.body.pagination).toMatchObject({ page: 1, limit: 3 });
  });

  it('pages never overlap or skip a product, and a page past the end is empty', async () => {
    const seen: string[] = [];
    const first = await t().http.get('/api/products?page=1&limit=7&sort=price').set(t().auth('admin')).expect(200);
    expect(first.body.pagination.totalPages).toBe(Math.ceil(all.length / 7));
    seen.push(...keys(first.body.data));
    for (let page = 2; page <= first.body.pagination.totalPages; page++) {
      const res = await t().http.get(`/api/products?page=${page}&limit=7&sort=price`).set(t().auth('admin')).expect(200);
      seen.push(...keys(res.body.data));
    }
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen).size).toBe(all.length);
    const past = await t().http.get('/api/products?page=99&limit=7').expect(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination.total).toBe(available.length);
  });

  it('admins page through every product, totals included', async () => {
    const res = await t().http.get('/api/products?page=1&limit=100').set(t().auth('admin')).expect(200);
    expect(res.body.pagination).toEqual({ page: 1, limit: 100, total: all.length, totalPages: 1 });
  });

  it('filters by category, with totals to match', async () => {
    const res = await t().http.get('/api/products?page=1&limit=100&category=lights').expect(200);
    const lights = available.filter((p) => p.category === 'lights');
    expect(res.body.pagination.total).toBe(lights.length);
    expect(res.body.data.every((p: Listed) => p.category === 'lights')).toBe(true);
  });

  it('searches name, key and description, case-insensitively', async () => {
    const byNameWord = await t().http.get('/api/products?page=1&limit=100&q=spotLIGHT').expect(200);
    expect(byNameWord.body.pagination.total).toBe(available.filter((p) => p.name.startsWith('Spotlight')).length);
    const byKey = await t().http.get('/api/products?q=ITEM-01').expect(200);
    expect(keys(byKey.body)).toEqual(['item-01']);
    const byDescription = await t().http.get('/api/products?q=ivory').expect(200);
    expect(keys(byDescription.body)).toEqual(['item-05']);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const percent = await t().http.get('/api/products?q=%25').expect(200);
    expect(keys(percent.body)).toEqual(['pct-1']);
    const underscore = await t().http.get('/api/products?q=_').expect(200);
    expect(keys(underscore.body)).toEqual(['under_score']);
    const bang = await t().http.get('/api/products?q=!').expect(200);
    expect(bang.body).toEqual([]);
  });

  it('sorts by price both ways, ties by name', async () => {
    const asc = (await t().http.get('/api/products?sort=price').expect(200)).body as Listed[];
    const prices = asc.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await t().http.get('/api/products?sort=price&order=desc').expect(200)).body as Listed[];
    expect(desc.map((p) => p.price)).toEqual([...prices].reverse());
    for (let i = 1; i < asc.length; i++) if (asc[i].price === asc[i - 1].price) expect(byName(asc[i - 1], asc[i])).toBeLessThan(0);
  });

  it('sorts by category then name, and by name descending', async () => {
    const res = (await t().http.get('/api/products?sort=category&order=desc').expect(200)).body as Listed[];
    const lightsFirst = [...available].sort((a, b) => (a.category === b.category ? byName(a, b) : a.category < b.category ? 1 : -1));
    expect(keys(res)).toEqual(lightsFirst.map((p) => p.key));
    const nameDesc = (await t().http.get('/api/products?order=desc').expect(200)).body as Listed[];
    expect(keys(nameDesc)).toEqual([...available].sort(byName).reverse().map((p) => p.key));
  });

  it.each([
    ['page=0', 'page must be a whole number of at least 1'],
    ['page=abc', 'page must be a whole number of at least 1'],
    ['page=1.5', 'page must be a whole number of at least 1'],
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=-5', 'limit must be a whole number from 1 to 100'],
    ['page=1&page=2', 'page must be a whole number of at least 1'],
    ['sort=rating', 'sort must be name, price or category'],
    ['order=up', 'order must be asc or desc'],
    ['category=video', 'category must be audio or lights'],
    [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
  ])('refuses ?%s with a 400', async (query, message) => {
    const res = await t().http.get(`/api/products?${query}`).expect(400);
    expect(res.body).toMatchObject({ error: message, statusCode: 400 });
  });

  it('ignores a query parameter it does not know (?colour=red), as a newer client may send one', async () => {
    await t().http.get('/api/products?colour=red').expect(200);
  });
});

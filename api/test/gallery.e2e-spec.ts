import { useTestApp } from './support/test-app.js';

interface GalleryItemBody {
  _id: string;
  imageUrl: string;
  description: string;
  category: string;
  createdAt: string;
}

describe('gallery', () => {
  const t = useTestApp();
  const photo = (n: number) => ({ imageUrl: `https://photos.example.com/events/${n}.jpg`, description: `Event photo ${n}`, category: n % 2 ? 'weddings' : 'concerts' });
  const created: GalleryItemBody[] = [];

  it('starts empty with zero pages', async () => {
    const res = await t().http.get('/api/gallery').expect(200);
    expect(res.body).toEqual({ data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });
  });

  it('an admin adds an item and gets it back with the default category', async () => {
    const res = await t().http.post('/api/gallery').set(t().auth('admin')).send({ imageUrl: 'http://localhost:3000/uploads/gallery/a.jpg', description: '  Sound check at dusk  ' }).expect(201);
    expect(res.body).toEqual({
      message: 'Gallery item created',
      item: { _id: expect.stringMatching(/^\d+$/), imageUrl: 'http://localhost:3000/uploads/gallery/a.jpg', description: 'Sound check at dusk', category: 'general', createdAt: expect.any(String) },
    });
    expect(Date.now() - Date.parse(res.body.item.createdAt)).toBeLessThan(60_000);
    created.push(res.body.item);
  });

  it('45 items make 3 pages of 20, newest first with no item on two pages', async () => {
    for (let n = 1; n <= 44; n++) {
      created.push((await t().http.post('/api/gallery').set(t().auth('admin')).send(photo(n)).expect(201)).body.item);
    }
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await t().http.get(`/api/gallery?page=${page}`).expect(200);
      expect(res.body.pagination).toEqual({ page, limit: 20, total: 45, totalPages: 3 });
      pages.push(res.body.data as GalleryItemBody[]);
    }
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    // Items created within the same instant still come out in reverse order of creation.
    expect(pages.flat().map((item) => item._id)).toEqual(created.map((item) => item._id).reverse());
    expect(pages[0][0]).toEqual(created.at(-1));
    const dates = pages.flat().map((item) => Date.parse(item.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('a page past the end is empty but still reports the totals', async () => {
    const res = await t().http.get('/api/gallery?page=4&limit=20').expect(200);
    expect(res.body).toEqual({ data: [], pagination: { page: 4, limit: 20, total: 45, totalPages: 3 } });
  });

  it('returns up to 100 items a page and refuses a larger limit', async () => {
    const all = await t().http.get('/api/gallery?limit=100').expect(200);
    expect(all.body.data).toHaveLength(45);
    expect(all.body.pagination).toEqual({ page: 1, limit: 100, total: 45, totalPages: 1 });
    const res = await t().http.get('/api/gallery?limit=101').expect(400);
    expect(res.body.error).toBe('limit must be a whole number from 1 to 100');
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'page=1.5', 'limit=0', 'limit=ten', 'limit=2e1', 'page=1&page=2'])('refuses the query %s with a 400', async (query) => {
    const res = await t().http.get(`/api/gallery?${query}`).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: expect.stringMatching(/^(page|limit) must be a whole number/) });
  });

  it.each([
    [{ description: 'No picture' }, 'imageUrl is required'],
    [{ imageUrl: 'not a url', description: 'Stage' }, 'imageUrl must be an http(s) address'],
    [{ imageUrl: 'javascript:alert(1)', description: 'Stage' }, 'imageUrl must be an http(s) address'],
    [{ imageUrl: 'ftp://files.example.com/a.jpg', description: 'Stage' }, 'imageUrl must be an http(s) address'],
    [{ imageUrl: 'https://example.com/a.jpg' }, 'Description is required'],
    [{ imageUrl: 'https://example.com/a.jpg', description: '   ' }, 'Description is required'],
    [{ imageUrl: 'https://example.com/a.jpg', description: 'Stage', category: 'x'.repeat(51) }, 'category must be up to 50 letters, digits, spaces or dashes'],
    [{ imageUrl: 'https://example.com/a.jpg', description: 'Stage', id: 3 }, 'id is not an accepted field'],
  ])('refuses to create %j', async (body, message) => {
    const res = await t().http.post('/api/gallery').set(t().auth('admin')).send(body).expect(400);
    expect(res.body.error).toBe(message);
  });

  it('only an admin may add or delete items; anyone may look', async () => {
    await t().http.post('/api/gallery').send(photo(99)).expect(401);
    await t().http.post('/api/gallery').set(t().auth('customer')).send(photo(99)).expect(403);
    await t().http.delete(`/api/gallery/${created[0]._id}`).set(t().auth('customer')).expect(403);
    await t().http.get('/api/gallery').set(t().auth('customer')).expect(200);
    expect((await t().http.get('/api/gallery').expect(200)).body.pagination.total).toBe(45);
  });

  it('an admin deletes an item and it leaves the gallery', async () => {
    const victim = created[10];
    const res = await t().http.delete(`/api/gallery/${victim._id}`).set(t().auth('admin')).expect(200);
    expect(res.body).toEqual({ message: 'Gallery item deleted' });
    const all = await t().http.get('/api/gallery?limit=100').expect(200);
    expect(all.body.pagination.total).toBe(44);
    expect(all.body.data.map((item: GalleryItemBody) => item._id)).not.toContain(victim._id);
    const again = await t().http.delete(`/api/gallery/${victim._id}`).set(t().auth('admin')).expect(404);
    expect(again.body).toEqual({ error: `No gallery item has the id ${victim._id}`, statusCode: 404 });
  });

  it('a non-numeric id is a 400 and an unknown one a 404', async () => {
    expect((await t().http.delete('/api/gallery/abc').set(t().auth('admin')).expect(400)).body.error).toBe('A gallery item id is a whole number');
    await t().http.delete('/api/gallery/999999').set(t().auth('admin')).expect(404);
  });

  describe('editing an item', () => {
    it("an admin changes an item's description and category; the image and the place in the gallery stay", async () => {
      const item = created[5];
      const res = await t().http.put(`/api/gallery/${item._id}`).set(t().auth('admin')).send({ description: '  Moving heads at the Galle Face concert ', category: ' Concerts ' }).expect(200);
      expect(res.body).toEqual({ message: 'Gallery item updated', item: { ...item, description: 'Moving heads at the Galle Face concert', category: 'concerts' } });
      const listed = (await t().http.get('/api/gallery?limit=100').expect(200)).body.data.find((one: GalleryItemBody) => one._id === item._id);
      expect(listed).toEqual(res.body.item);
      // One field alone; a blank category is the default.
      expect((await t().http.put(`/api/gallery/${item._id}`).set(t().auth('admin')).send({ category: '' }).expect(200)).body.item).toEqual({ ...res.body.item, category: 'general' });
      expect((await t().http.put(`/api/gallery/${item._id}`).set(t().auth('admin')).send({ description: 'Just words' }).expect(200)).body.item).toEqual({ ...res.body.item, category: 'general', description: 'Just words' });
    });

    it('refuses an empty change, a blank description, a bad category or a bad id with a 400 and an error; an unknown item is a 404', async () => {
      const item = created[6];
      for (const body of [{}, { description: '   ' }, { description: 'x'.repeat(2001) }, { description: 7 }, { category: 'bad!category' }, { category: 'x'.repeat(51) }]) {
        const res = await t().http.put(`/api/gallery/${item._id}`).set(t().auth('admin')).send(body);
        expect([res.status, body]).toEqual([400, body]);
        expect(typeof res.body.error).toBe('string');
      }
      expect((await t().http.put('/api/gallery/abc').set(t().auth('admin')).send({ description: 'x' }).expect(400)).body.error).toBe('A gallery item id is a whole number');
      expect((await t().http.put('/api/gallery/999999').set(t().auth('admin')).send({ description: 'x' }).expect(404)).body.error).toBe('No gallery item has the id 999999');
      const listed = (await t().http.get('/api/gallery?limit=100').expect(200)).body.data.find((one: GalleryItemBody) => one._id === item._id);
      expect(listed).toEqual(item);
    });

    it('only an admin may edit', async () => {
      await t().http.put(`/api/gallery/${created[7]._id}`).send({ description: 'x' }).expect(401);
      await t().http.put(`/api/gallery/${created[7]._id}`).set(t().auth('customer')).send({ description: 'x' }).expect(403);
      await t().http.put(`/api/gallery/${created[7]._id}`).set(t().auth('staff')).send({ description: 'x' }).expect(403);
    });
  });
});

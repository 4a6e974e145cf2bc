import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { signUploadGrant, uploadLinkQuery } from '../src/uploads/local/upload-signature.js';
import { TEST_JWT_SECRET, useTestApp } from './support/test-app.js';

const TEN_MB = 10 * 1024 * 1024;

/** `size` bytes that start as a file of `type` does (the API checks the first bytes against the type). */
const MAGIC: Record<string, Buffer> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  'image/gif': Buffer.from('GIF89a', 'latin1'),
  'image/webp': Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'),
  'image/avif': Buffer.from('\0\0\0\x1cftypavif', 'latin1'),
};
const imageBytes = (type: string, size: number) => Buffer.concat([MAGIC[type] ?? Buffer.alloc(0), randomBytes(size)]).subarray(0, size);

describe('image uploads to the API itself (STORAGE=local)', () => {
  const t = useTestApp({ UPLOAD_URL_TTL_SECONDS: '10' });

  const presign = async (contentType: string, folder = 'gallery') =>
    (await t().http.post('/api/uploads/presign').set(t().auth('admin')).send({ contentType, folder }).expect(200)).body as { uploadUrl: string; publicUrl: string };
  const put = (url: string, body: BodyInit, contentType: string, init: RequestInit = {}) =>
    fetch(url, { method: 'PUT', body, headers: { 'Content-Type': contentType }, ...init } as RequestInit);
  const stored = (folder: string) => (existsSync(join(t().dataDir, 'uploads', folder)) ? readdirSync(join(t().dataDir, 'uploads', folder)) : []);
  const withQuery = (url: string, change: Record<string, string>) => {
    const link = new URL(url);
    for (const [name, value] of Object.entries(change)) link.searchParams.set(name, value);
    return link.toString();
  };

  it('presign, PUT and GET give back the same bytes with long-cache image headers, usable cross-origin', async () => {
    const { uploadUrl, publicUrl } = await presign('image/png');
    expect(publicUrl).toMatch(new RegExp(`^${t().url}/uploads/gallery/[0-9a-f-]{36}\\.png$`));
    expect(uploadUrl.startsWith(`${publicUrl}?`)).toBe(true);
    const bytes = imageBytes('image/png', 256 * 1024);
    const upload = await put(uploadUrl, bytes, 'image/png');
    expect(upload.status).toBe(201);
    expect(await upload.json()).toMatchObject({ message: 'Image uploaded', publicUrl });

    const image = await fetch(publicUrl, { headers: { Origin: 'http://localhost:8083' } });
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(image.headers.get('access-control-allow-origin')).toBe('http://localhost:8083');
  });

  it('lets the admin frontend PUT from its own origin (CORS preflight)', async () => {
    const { uploadUrl } = await presign('image/png');
    const preflight = await fetch(uploadUrl, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:8084', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8084');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it.each([
    ['image/jpeg', 'jpg'],
    ['image/png', 'png'],
    ['image/webp', 'webp'],
    ['image/gif', 'gif'],
    ['image/avif', 'avif'],
  ])('names a %s upload randomly with the .%s extension, in the folder asked for', async (contentType, extension) => {
    const first = await presign(contentType, 'products');
    const second = await presign(contentType, 'products');
    expect(first.publicUrl).toMatch(new RegExp(`/uploads/products/[0-9a-f-]{36}\\.${extension}$`));
    expect(second.publicUrl).not.toBe(first.publicUrl);
    const upload = await put(first.uploadUrl, imageBytes(contentType, 1000), contentType);
    expect(upload.status).toBe(201);
    const image = await fetch(first.publicUrl);
    expect(image.headers.get('content-type')).toBe(contentType);
  });

  it('signs links that expire after UPLOAD_URL_TTL_SECONDS', async () => {
    const { uploadUrl } = await presign('image/webp');
    const expires = Number(new URL(uploadUrl).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(5_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10_000);
  });

  it('refuses a PUT whose Content-Type is not the signed one, and stores nothing', async () => {
    const { uploadUrl, publicUrl } = await presign('image/png');
    const upload = await put(uploadUrl, randomBytes(1000), 'image/svg+xml');
    expect(upload.status).toBe(415);
    expect(await upload.json()).toEqual({ error: 'This upload link is for image/png; send the file with Content-Type: image/png', statusCode: 415 });
    expect((await fetch(publicUrl)).status).toBe(404);
  });

  it('refuses an image over 10 MB with a 413 and stores nothing', async () => {
    const before = stored('gallery');
    const { uploadUrl, publicUrl } = await presign('image/jpeg');
    const upload = await put(uploadUrl, Buffer.alloc(TEN_MB + 1), 'image/jpeg');
    expect(upload.status).toBe(413);
    expect((await upload.json()).error).toBe('The image is larger than 10 MB; please upload a smaller one');
    expect((await fetch(publicUrl)).status).toBe(404);
    expect(stored('gallery')).toEqual(before);
  });

  it('counts the bytes of a body sent without Content-Length and cuts it off past 10 MB', async () => {
    const before = stored('gallery');
    const { uploadUrl, publicUrl } = await presign('image/jpeg');
    const chunk = Buffer.alloc(1024 * 1024, 7);
    let sent = 0;
    // A stream has no known length, so fetch sends it chunked: only the running count can stop it.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 12) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const upload = await put(uploadUrl, body, 'image/jpeg', { duplex: 'half' } as RequestInit);
    expect(upload.status).toBe(413);
    expect((await fetch(publicUrl)).status).toBe(404);
    expect(stored('gallery')).toEqual(before);
  });

  it.each([
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a JPEG', imageBytes('image/jpeg', 500)],
  ])('refuses %s sent as image/png with a 415 and stores nothing', async (_name, body) => {
    const { uploadUrl, publicUrl } = await presign('image/png');
    const upload = await put(uploadUrl, body, 'image/png');
    expect([upload.status, (await upload.json()).error]).toEqual([415, "The file's content is not image/png"]);
    expect((await fetch(publicUrl)).status).toBe(404);
  });

  it('accepts an image of exactly 10 MB', async () => {
    const { uploadUrl, publicUrl } = await presign('image/jpeg');
    expect((await put(uploadUrl, imageBytes('image/jpeg', TEN_MB), 'image/jpeg')).status).toBe(201);
    expect(Number((await fetch(publicUrl, { method: 'HEAD' })).headers.get('content-length'))).toBe(TEN_MB);
  });

  it('a link presigned for a given size accepts that size and refuses a larger or smaller body', async () => {
    const res = await t().http.post('/api/uploads/presign').set(t().auth('admin')).send({ contentType: 'image/png', folder: 'gallery', size: 1000 }).expect(200);
    const { uploadUrl, publicUrl } = res.body as { uploadUrl: string; publicUrl: string };
    expect((await put(uploadUrl, imageBytes('image/png', 1001), 'image/png')).status).toBe(413);
    const short = await put(uploadUrl, imageBytes('image/png', 50), 'image/png');
    expect([short.status, (await short.json()).error]).toEqual([400, 'This upload link is for a file of 1000 bytes; 50 were sent']);
    expect((await fetch(publicUrl)).status).toBe(404);
    expect((await put(uploadUrl, imageBytes('image/png', 1000), 'image/png')).status).toBe(201);
  });

  it.each([
    [TEN_MB + 1, 'The image is larger than 10 MB; please upload a smaller one'],
    [0, 'size must be the file size in bytes'],
    ['big', 'size must be the file size in bytes'],
  ])('refuses to presign an upload of size %j', async (size, message) => {
    const res = await t().http.post('/api/uploads/presign').set(t().auth('admin')).send({ contentType: 'image/png', folder: 'gallery', size }).expect(400);
    expect(res.body.error).toBe(message);
  });

  it('never overwrites: a second PUT on the same link is refused and the first image stays', async () => {
    const { uploadUrl, publicUrl } = await presign('image/gif');
    const original = imageBytes('image/gif', 2000);
    expect((await put(uploadUrl, original, 'image/gif')).status).toBe(201);
    const again = await put(uploadUrl, imageBytes('image/gif', 2000), 'image/gif');
    expect(again.status).toBe(409);
    expect(Buffer.from(await (await fetch(publicUrl)).arrayBuffer()).equals(original)).toBe(true);
  });

  it.each([
    ['signature', (url: string) => withQuery(url, { signature: 'A'.repeat(43) })],
    ['expiry', (url: string) => withQuery(url, { expires: String(Math.floor(Date.now() / 1000) + 86_400) })],
    ['size limit', (url: string) => withQuery(url, { max: String(TEN_MB * 10) })],
    ['content type', (url: string) => withQuery(url, { type: 'image/jpeg' })],
    ['file name', (url: string) => url.replace(/\/[0-9a-f-]{36}\.png/, '/00000000-0000-4000-8000-000000000000.png')],
    ['folder', (url: string) => url.replace('/uploads/gallery/', '/uploads/products/')],
    ['missing signature', (url: string) => url.replace(/&signature=[^&]+/, '')],
  ])('refuses a link with a tampered %s', async (_part, tamper) => {
    const { uploadUrl } = await presign('image/png');
    const tampered = tamper(uploadUrl);
    expect(tampered).not.toBe(uploadUrl);
    const contentType = new URL(tampered).searchParams.get('type') ?? 'image/png';
    const upload = await put(tampered, imageBytes(contentType, 500), contentType);
    expect(upload.status).toBe(403);
    expect(await upload.json()).toEqual({ error: 'This upload link is not valid', statusCode: 403 });
  });

  it('refuses an expired link even with a correct signature', async () => {
    const { publicUrl } = await presign('image/png');
    const path = new URL(publicUrl).pathname;
    const link = (expires: number) => `${publicUrl}?${uploadLinkQuery(TEST_JWT_SECRET, { path, contentType: 'image/png', expires, maxBytes: TEN_MB })}`;
    const expired = await put(link(Math.floor(Date.now() / 1000) - 1), imageBytes('image/png', 500), 'image/png');
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ error: 'This upload link has expired; ask for a new one', statusCode: 403 });
    // The same link made by the same rule but still valid is accepted: the refusal above was the expiry alone.
    expect((await put(link(Math.floor(Date.now() / 1000) + 60), imageBytes('image/png', 500), 'image/png')).status).toBe(201);
  });

  it('a link signed with another secret is refused', async () => {
    const { publicUrl } = await presign('image/png');
    const grant = { path: new URL(publicUrl).pathname, contentType: 'image/png', expires: Math.floor(Date.now() / 1000) + 60, maxBytes: TEN_MB };
    const forged = withQuery(`${publicUrl}?${uploadLinkQuery(TEST_JWT_SECRET, grant)}`, { signature: signUploadGrant('some-other-secret', grant) });
    expect((await put(forged, imageBytes('image/png', 500), 'image/png')).status).toBe(403);
  });

  it.each(['image/svg+xml', 'text/html', 'application/pdf', 'application/octet-stream', ''])('refuses to presign the non-image type %j', async (contentType) => {
    const res = await t().http.post('/api/uploads/presign').set(t().auth('admin')).send({ contentType, folder: 'gallery' }).expect(400);
    expect(res.body.error).toBe('Only images can be uploaded (JPEG, PNG, WebP, GIF or AVIF)');
  });

  it.each(['avatars', '../products', 'products/../..', ''])('refuses to presign into the folder %j', async (folder) => {
    const res = await t().http.post('/api/uploads/presign').set(t().auth('admin')).send({ contentType: 'image/png', folder }).expect(400);
    expect(res.body.error).toBe('folder must be products or gallery');
  });

  it('only an admin may ask for an upload link', async () => {
    await t().http.post('/api/uploads/presign').send({ contentType: 'image/png', folder: 'gallery' }).expect(401);
    await t().http.post('/api/uploads/presign').set(t().auth('customer')).send({ contentType: 'image/png', folder: 'gallery' }).expect(403);
  });

  it.each([
    '/uploads/gallery/..%2F..%2Fjwt-secret',
    '/uploads/products/%2e%2e%2frental.sqlite',
    '/uploads/..%2Fjwt-secret/x.png',
    '/uploads/gallery/.hidden.png',
    '/uploads/gallery/x.png.part',
    '/uploads/secrets/x.png',
  ])('serves nothing outside the upload folders: %s', async (path) => {
    const res = await fetch(`${t().url}${path}`);
    expect(res.status).toBe(404);
    expect((await res.text()).includes(TEST_JWT_SECRET)).toBe(false);
  });
});

import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startTestApp, type TestApp } from './support/test-app.js';

// s3rver is CommonJS without type declarations; this is the part of it the test uses.
interface S3Server {
  run(): Promise<unknown>;
  close(): Promise<void>;
  httpServer?: Server;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3Server;

const BUCKET = 'rental-test';

describe('image uploads to an S3-compatible store (STORAGE=s3, against s3rver)', () => {
  let s3: S3Server;
  let s3Dir: string;
  let t: TestApp;
  let publicBase: string;

  beforeAll(async () => {
    const port = await freePort();
    s3Dir = mkdtempSync(join(tmpdir(), 'rental-s3rver-'));
    s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    await s3.run();
    publicBase = `http://127.0.0.1:${port}/${BUCKET}`;
    t = await startTestApp({
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: publicBase,
    });
  });

  afterAll(async () => {
    await t?.close();
    s3?.httpServer?.closeAllConnections();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  const presign = async (contentType: string, folder = 'products', size = 64 * 1024) =>
    (await t.http.post('/api/uploads/presign').set(t.auth('admin')).send({ contentType, folder, size }).expect(200)).body as { uploadUrl: string; publicUrl: string };
  const put = (url: string, body: BodyInit, contentType: string) => fetch(url, { method: 'PUT', body, headers: { 'Content-Type': contentType } });

  it('presign, PUT with fetch and GET from S3_PUBLIC_URL give back the same bytes', async () => {
    const { uploadUrl, publicUrl } = await presign('image/webp');
    expect(publicUrl).toMatch(new RegExp(`^${publicBase}/products/[0-9a-f-]{36}\\.webp$`));
    const link = new URL(uploadUrl);
    // Path-style addressing on the configured endpoint, with Content-Type among the signed headers and no checksum to match.
    expect(link.pathname).toBe(new URL(publicUrl).pathname);
    expect(link.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-type', 'host']));
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    expect([...link.searchParams.keys()].some((name) => /checksum/i.test(name))).toBe(false);

    const bytes = randomBytes(64 * 1024);
    const upload = await put(uploadUrl, bytes, 'image/webp');
    expect(upload.status).toBe(200);
    const image = await fetch(publicUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);
  });

  // s3rver accepts any V4 signature, so the signature itself is checked here the way S3 and MinIO do.
  it('the link is a valid SigV4 signature that covers the Content-Type and the expiry', async () => {
    const { uploadUrl } = await presign('image/png', 'gallery');
    const size = String(64 * 1024);
    expect(sigV4Matches(uploadUrl, 'image/png', size)).toBe(true);
    expect(sigV4Matches(uploadUrl, 'text/html', size)).toBe(false);
    const longer = new URL(uploadUrl);
    longer.searchParams.set('X-Amz-Expires', '604800');
    expect(sigV4Matches(longer.toString(), 'image/png', size)).toBe(false);
    const otherObject = uploadUrl.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000');
    expect(sigV4Matches(otherObject, 'image/png', size)).toBe(false);
  });

  it('a link presigned for a given size signs Content-Length too, so S3 refuses any other length', async () => {
    const res = await t.http.post('/api/uploads/presign').set(t.auth('admin')).send({ contentType: 'image/jpeg', folder: 'gallery', size: 4096 }).expect(200);
    const { uploadUrl, publicUrl } = res.body as { uploadUrl: string; publicUrl: string };
    expect(new URL(uploadUrl).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-length');
    expect(sigV4Matches(uploadUrl, 'image/jpeg', '4096')).toBe(true);
    expect(sigV4Matches(uploadUrl, 'image/jpeg', '4097')).toBe(false);
    const bytes = randomBytes(4096);
    expect((await put(uploadUrl, bytes, 'image/jpeg')).status).toBe(200);
    expect(Buffer.from(await (await fetch(publicUrl)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('requires the file size on S3, where an unsigned length would let any size through', async () => {
    const res = await t.http.post('/api/uploads/presign').set(t.auth('admin')).send({ contentType: 'image/png', folder: 'products' }).expect(400);
    expect(res.body.error).toBe('size (the file size in bytes) is required');
  });

  it('still refuses non-images at presign', async () => {
    const res = await t.http.post('/api/uploads/presign').set(t.auth('admin')).send({ contentType: 'image/svg+xml', folder: 'products' }).expect(400);
    expect(res.body.error).toBe('Only images can be uploaded (JPEG, PNG, WebP, GIF or AVIF)');
  });
});

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Recomputes the AWS SigV4 query signature of a presigned PUT for a request sent with these headers. */
function sigV4Matches(url: string, contentType: string, contentLength?: string, secret = 'S3RVER'): boolean {
  const link = new URL(url);
  const params = [...link.searchParams.entries()].filter(([name]) => name !== 'X-Amz-Signature');
  const query = params.map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`).sort().join('&');
  const headers: Record<string, string | undefined> = { 'content-type': contentType, 'content-length': contentLength, host: link.host };
  const signed = link.searchParams.get('X-Amz-SignedHeaders')!.split(';');
  const canonical = ['PUT', link.pathname, query, signed.map((name) => `${name}:${headers[name]}\n`).join(''), signed.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');
  const [, date, region, service] = link.searchParams.get('X-Amz-Credential')!.split('/');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', link.searchParams.get('X-Amz-Date'), scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return hmac(key, toSign).toString('hex') === link.searchParams.get('X-Amz-Signature');
}

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { useTestApp } from './support/test-app.js';

// Release health: browsers report page views and errors per release of each remote; admins see the
// live release's error rate beside the previous one's, flagged when far above, and roll back
// where this API may rewrite remotes.json.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let address = 0;
/** Each test reports from addresses of its own (TRUST_PROXY), so the per-address limit is tested apart. */
const nextAddress = () => `203.0.113.${++address}`;

interface Figures {
  release: string;
  views: number;
  errors: number;
  loadFailures: number;
  errorRate: number | null;
  lastMessage: string | null;
}
interface RemoteHealth {
  remote: string;
  source: 'deployment' | 'reports';
  live: Figures | null;
  previous: Figures | null;
  flagged: boolean;
  rollbackTo: string | null;
}

describe('release health: reports from browsers, counted per release', () => {
  const t = useTestApp({ TRUST_PROXY: 'true', CLIENT_REPORT_RATE_LIMIT: '10', CLIENT_REPORT_RATE_WINDOW_SECONDS: '60', RELEASE_FLAG_RATIO: '3', RELEASE_FLAG_MIN_ERRORS: '5' });
  /** Sends reports as a browser's beacon does: text/plain JSON. */
  const beacon = (body: unknown, from: string) => t().http.post('/api/client-reports').set('X-Forwarded-For', from).set('Content-Type', 'text/plain;charset=UTF-8').send(JSON.stringify(body));
  /** `count` reports of one kind, 9 per address so the limit of 10 is never met. */
  async function report(count: number, body: Record<string, string>) {
    let from = nextAddress();
    for (let i = 0; i < count; i += 1) {
      if (i > 0 && i % 9 === 0) from = nextAddress();
      await beacon(body, from).expect(204);
    }
  }
  const health = async (): Promise<RemoteHealth[]> => (await t().http.get('/api/admin/release-health').set(t().auth('admin')).expect(200)).body.remotes;
  const remoteOf = async (remote: string) => (await health()).find((row) => row.remote === remote);

  it.each([
    ['no kind', { remote: 'catalog', release: '1.0.0-abc' }, 'kind must be one of view, error, load-failed'],
    ['an unknown kind', { kind: 'crash', remote: 'catalog', release: '1.0.0-abc' }, 'kind must be one of view, error, load-failed'],
    ['a remote that is no name', { kind: 'view', remote: '../etc', release: '1.0.0-abc' }, 'remote must be a remote name'],
    ['a release that is no release id', { kind: 'view', remote: 'catalog', release: '1.0.0 abc?x=1' }, 'release must be a release id'],
    ['a message that is not text', { kind: 'error', remote: 'catalog', release: '1.0.0-abc', message: { text: 'x' } }, 'message must be text'],
    ['a message over 2,000 characters', { kind: 'error', remote: 'catalog', release: '1.0.0-abc', message: 'x'.repeat(2001) }, 'message must be at most 2000 characters'],
  ])('refuses a report with %s: 400 naming the field', async (_case, body, error) => {
    const res = await beacon(body, nextAddress()).expect(400);
    expect(res.body).toEqual(expect.objectContaining({ statusCode: 400, error }));
  });

  it('refuses a body that is not JSON, or is too large, with a 4xx and an error', async () => {
    const notJson = await t().http.post('/api/client-reports').set('X-Forwarded-For', nextAddress()).set('Content-Type', 'text/plain').send('kind=view').expect(400);
    expect(notJson.body).toEqual({ statusCode: 400, error: 'The request body is not valid JSON' });
    const big = await beacon({ kind: 'error', remote: 'catalog', release: '1.0.0-abc', message: 'x'.repeat(5000) }, nextAddress()).expect(413);
    expect(big.body).toEqual(expect.objectContaining({ statusCode: 413, error: expect.any(String) }));
    // Another type is not read as a report at all.
    const form = await t().http.post('/api/client-reports').set('X-Forwarded-For', nextAddress()).type('form').send({ kind: 'view' }).expect(400);
    expect(form.body.error).toEqual(expect.any(String));
  });

  it('takes application/json as well as a beacon, and limits each address: the 11th report in a minute is a 429', async () => {
    const from = nextAddress();
    await t().http.post('/api/client-reports').set('X-Forwarded-For', from).send({ kind: 'view', remote: 'gallery', release: '2.0.0-limit' }).expect(204);
    for (let i = 1; i < 10; i += 1) await beacon({ kind: 'view', remote: 'gallery', release: '2.0.0-limit' }, from).expect(204);
    const refused = await beacon({ kind: 'view', remote: 'gallery', release: '2.0.0-limit' }, from).expect(429);
    expect(refused.body).toEqual({ statusCode: 429, error: expect.stringMatching(/Too many requests/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is counted apart.
    await beacon({ kind: 'view', remote: 'gallery', release: '2.0.0-limit' }, nextAddress()).expect(204);
    // Only the answered ones were counted.
    expect((await remoteOf('gallery'))?.live).toEqual(expect.objectContaining({ release: '2.0.0-limit', views: 11, errors: 0 }));
  });

  it("adds up views and errors per release; the live release is the one loaded last, flagged when its rate is 3× the previous one's", async () => {
    await report(100, { kind: 'view', remote: 'catalog', release: '1.0.0-aaa1111' });
    await report(1, { kind: 'error', remote: 'catalog', release: '1.0.0-aaa1111', message: 'An old hiccup' });
    await sleep(20);
    await report(20, { kind: 'view', remote: 'catalog', release: '1.1.0-bbb2222' });
    await report(5, { kind: 'error', remote: 'catalog', release: '1.1.0-bbb2222', message: 'TypeError: x is undefined at https://cdn.example/app.js?token=secret for ana@example.com' });
    await report(1, { kind: 'load-failed', remote: 'catalog', release: '1.1.0-bbb2222' });

    const catalog = await remoteOf('catalog');
    expect(catalog).toEqual({
      remote: 'catalog',
      source: 'reports',
      live: expect.objectContaining({ release: '1.1.0-bbb2222', views: 20, errors: 5, loadFailures: 1, errorRate: 300 }),
      previous: expect.objectContaining({ release: '1.0.0-aaa1111', views: 100, errors: 1, loadFailures: 0, errorRate: 10 }),
      flagged: true,
      rollbackTo: null,
    });
    // No e-mail address, no query string: only what the error says.
    expect(catalog?.live?.lastMessage).toBe('TypeError: x is undefined at https://cdn.example/app.js for [e-mail]');
  });

  it('does not flag a release whose rate is up but not 3×, nor one with fewer than 5 errors', async () => {
    await report(100, { kind: 'view', remote: 'booking', release: '3.0.0-ccc' });
    await report(4, { kind: 'error', remote: 'booking', release: '3.0.0-ccc' });
    await sleep(20);
    await report(100, { kind: 'view', remote: 'booking', release: '3.1.0-ddd' });
    await report(10, { kind: 'error', remote: 'booking', release: '3.1.0-ddd' });
    await sleep(20);
    await report(10, { kind: 'view', remote: 'shell', release: '5.0.0-eee' });
    await sleep(20);
    await report(10, { kind: 'view', remote: 'shell', release: '5.1.0-fff' });
    await report(4, { kind: 'error', remote: 'shell', release: '5.1.0-fff' });

    const rows = await health();
    const booking = rows.find((row) => row.remote === 'booking');
    expect(booking).toEqual(expect.objectContaining({ flagged: false, live: expect.objectContaining({ release: '3.1.0-ddd', errorRate: 100 }), previous: expect.objectContaining({ release: '3.0.0-ccc', errorRate: 40 }) }));
    // 400 per 1,000 against 0, but only 4 errors.
    expect(rows.find((row) => row.remote === 'shell')).toEqual(expect.objectContaining({ flagged: false, live: expect.objectContaining({ release: '5.1.0-fff', errorRate: 400 }) }));
  });

  it('is for admins only: staff, customers and visitors are refused', async () => {
    await t().http.get('/api/admin/release-health').expect(401);
    await t().http.get('/api/admin/release-health').set(t().auth('staff')).expect(403);
    await t().http.get('/api/admin/release-health').set(t().auth('customer')).expect(403);
  });

  it('offers no rollback where no deploy folder is configured: 404 with an error', async () => {
    const res = await t().http.post('/api/admin/release-health/catalog/rollback').set(t().auth('admin')).send({ release: '1.0.0-aaa1111' }).expect(404);
    expect(res.body.error).toMatch(/RELEASES_DEPLOY_DIRS/);
  });
});

/** A minimal remote build as scripts/lib/releases.mjs publishes it: page, manifest with build info, entry. */
function fakeBuild(root: string, version: string, commit: string): string {
  const dir = join(root, `build-${version}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${version}</title>`);
  writeFileSync(join(dir, `remoteEntry.${commit}.js`), `/* catalogue ${version} */`);
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'catalog', metaData: { buildInfo: { buildVersion: version, commit }, remoteEntry: { name: `remoteEntry.${commit}.js`, path: '' } } }));
  return dir;
}

describe('release health: rollback where this API may rewrite remotes.json', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'release-health-'));
  const deploy = join(scratch, 'catalog-deploy');
  const remotesJson = join(scratch, 'remotes.json');
  beforeAll(async () => {
    const releases = (await import(pathToFileURL(join(import.meta.dirname, '../../scripts/lib/releases.mjs')).href)) as {
      publishRelease(options: { buildDir: string; deployDir: string }): { id: string };
    };
    releases.publishRelease({ buildDir: fakeBuild(scratch, '1.0.0', 'aaa1111'), deployDir: deploy });
    releases.publishRelease({ buildDir: fakeBuild(scratch, '1.1.0', 'bbb2222'), deployDir: deploy });
    writeFileSync(remotesJson, JSON.stringify({ apiUrl: 'http://localhost:3000', remotes: { catalog: 'http://localhost:8081/mf-manifest.json', gallery: 'http://localhost:8083/mf-manifest.json' } }));
  }, 30_000);
  // Started after the releases are published: the API checks the deploy folder at boot.
  const t = useTestApp(() => ({ RELEASES_REMOTES_JSON: remotesJson, RELEASES_DEPLOY_DIRS: `catalog=${deploy}` }));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const catalog = async (): Promise<RemoteHealth> => (await t().http.get('/api/admin/release-health').set(t().auth('admin')).expect(200)).body.remotes.find((row: RemoteHealth) => row.remote === 'catalog');
  const rollback = (release: string, role: 'admin' | 'staff' | 'customer' = 'admin') => t().http.post('/api/admin/release-health/catalog/rollback').set(t().auth(role)).send({ release });

  it('takes the live and previous releases from the deploy folder, and offers the previous one', async () => {
    await t().http.post('/api/client-reports').send({ kind: 'view', remote: 'catalog', release: '1.1.0-bbb2222' }).expect(204);
    expect(await catalog()).toEqual({
      remote: 'catalog',
      source: 'deployment',
      live: expect.objectContaining({ release: '1.1.0-bbb2222', views: 1 }),
      previous: expect.objectContaining({ release: '1.0.0-aaa1111', views: 0, errorRate: null, firstSeen: null }),
      flagged: false,
      rollbackTo: '1.0.0-aaa1111',
    });
  });

  it('refuses staff and customers, a release other than the previous one (409), and a body without one (400)', async () => {
    await t().http.post('/api/admin/release-health/catalog/rollback').send({ release: '1.0.0-aaa1111' }).expect(401);
    await rollback('1.0.0-aaa1111', 'staff').expect(403);
    await rollback('1.0.0-aaa1111', 'customer').expect(403);
    expect((await rollback('0.9.0-old').expect(409)).body.error).toMatch(/is 1\.0\.0-aaa1111, not 0\.9\.0-old/);
    expect((await t().http.post('/api/admin/release-health/catalog/rollback').set(t().auth('admin')).send({}).expect(400)).body.error).toBe('release must be a release id');
    expect((await t().http.post('/api/admin/release-health/gallery/rollback').set(t().auth('admin')).send({ release: '1.0.0-aaa1111' }).expect(404)).body.error).toEqual(expect.any(String));
  });

  it('pins the previous release in remotes.json with its digests, says so in the audit trail, and then shows it live', async () => {
    const res = await rollback('1.0.0-aaa1111').expect(200);
    expect(res.body).toEqual({ remote: 'catalog', release: '1.0.0-aaa1111', from: '1.1.0-bbb2222', manifest: 'http://localhost:8081/releases/1.0.0-aaa1111/mf-manifest.json' });
    const written = JSON.parse(readFileSync(remotesJson, 'utf8'));
    expect(written.remotes.catalog).toEqual({ manifest: 'http://localhost:8081/releases/1.0.0-aaa1111/mf-manifest.json', integrity: { manifest: expect.stringMatching(/^sha384-/), entry: expect.stringMatching(/^sha384-/) } });
    expect(written.remotes.gallery).toBe('http://localhost:8083/mf-manifest.json');

    const audit = (await t().http.get('/api/admin/audit?entityType=release').set(t().auth('admin')).expect(200)).body.data;
    expect(audit[0]).toEqual(expect.objectContaining({ entityType: 'release', entityId: 'catalog', action: 'rolled back', before: { release: '1.1.0-bbb2222' }, after: { release: '1.0.0-aaa1111' } }));

    // Now the first release is live and nothing older is kept: no further rollback.
    expect(await catalog()).toEqual(expect.objectContaining({ live: expect.objectContaining({ release: '1.0.0-aaa1111' }), previous: null, rollbackTo: null }));
    expect((await rollback('1.0.0-aaa1111').expect(409)).body.error).toMatch(/no earlier release/);
  });
});

import { releaseIdOf, reportFailure, reportRemoteLoaded, resetReleaseReports, scriptOf, startReleaseReports } from './releaseReports';

const API = 'http://api.test';
let beacons: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  resetReleaseReports();
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => (beacons.push({ url, body: JSON.parse(body) as Record<string, unknown> }), true),
  });
});

const errorWithStack = (message: string, script: string) => {
  const error = new TypeError(message);
  error.stack = `TypeError: ${message}\n    at ProductPage (${script}:1:2345)\n    at renderWithHooks (http://localhost/main.abc.js:2:100)`;
  return error;
};

describe('release reports', () => {
  it('names a release <version>-<commit> as the deploy folders do, unknown without build info', () => {
    expect(releaseIdOf({ buildVersion: '1.4.0', commit: '0a1b2c3' })).toBe('1.4.0-0a1b2c3');
    expect(releaseIdOf({ buildVersion: '1.4.0', commit: 'a/b' })).toBe('1.4.0-a_b');
    expect(releaseIdOf(undefined)).toBe('unknown');
  });

  it('sends nothing from a page that is not sampled', () => {
    startReleaseReports({ apiUrl: API, clientReports: { sampleRate: 0.25 } }, () => 0.5);
    reportRemoteLoaded('catalog', 'http://localhost:8081/mf-manifest.json', '1.0.0-abc');
    reportFailure('catalog', '1.0.0-abc', new Error('boom'), false);
    expect(beacons).toEqual([]);
  });

  it("a sampled page sends one view per release it loads, to the API's client-reports", () => {
    startReleaseReports({ apiUrl: `${API}/`, clientReports: { sampleRate: 0.25 } }, () => 0.1);
    reportRemoteLoaded('catalog', 'http://localhost:8081/mf-manifest.json', '1.0.0-abc');
    reportRemoteLoaded('catalog', 'http://localhost:8081/mf-manifest.json', '1.0.0-abc');
    expect(beacons.map((b) => b.url)).toEqual([`${API}/api/client-reports`, `${API}/api/client-reports`]);
    expect(beacons.map((b) => b.body)).toEqual([
      { kind: 'view', remote: 'shell', release: expect.any(String) },
      { kind: 'view', remote: 'catalog', release: '1.0.0-abc' },
    ]);
  });

  it("an uncaught error counts against the remote whose folder its stack's script is in, else the shell", () => {
    startReleaseReports({ apiUrl: API, clientReports: { sampleRate: 1 } }, () => 0.99);
    reportRemoteLoaded('catalog', 'http://localhost:8081/releases/1.1.0-bbb/mf-manifest.json', '1.1.0-bbb');
    reportRemoteLoaded('gallery', 'http://localhost:8083/mf-manifest.json', '2.0.0-ccc');
    const fromCatalog = errorWithStack("Cannot read properties of undefined (reading 'price')", 'http://localhost:8081/releases/1.1.0-bbb/412.9f8e.js');
    expect(scriptOf(fromCatalog)).toBe('http://localhost:8081/releases/1.1.0-bbb/412.9f8e.js');
    window.dispatchEvent(new ErrorEvent('error', { error: fromCatalog, message: fromCatalog.message }));
    window.dispatchEvent(new ErrorEvent('error', { error: errorWithStack('shell bug', 'http://localhost/main.abc.js'), message: 'shell bug' }));
    const errors = beacons.filter((b) => b.body.kind === 'error').map((b) => b.body);
    expect(errors).toEqual([
      { kind: 'error', remote: 'catalog', release: '1.1.0-bbb', message: "TypeError: Cannot read properties of undefined (reading 'price')" },
      { kind: 'error', remote: 'shell', release: expect.any(String), message: 'TypeError: shell bug' },
    ]);
  });

  it('reports at most 10 failures per page, each message at most 500 characters', () => {
    startReleaseReports({ apiUrl: API, clientReports: { sampleRate: 1 } }, () => 0);
    for (let i = 0; i < 15; i += 1) reportFailure('booking', '1.0.0-x', new Error('y'.repeat(800)), i % 2 === 0);
    const failures = beacons.filter((b) => b.body.kind !== 'view');
    expect(failures).toHaveLength(10);
    expect(failures[0].body).toEqual({ kind: 'load-failed', remote: 'booking', release: '1.0.0-x', message: `Error: ${'y'.repeat(493)}` });
    expect(failures[1].body.kind).toBe('error');
  });
});

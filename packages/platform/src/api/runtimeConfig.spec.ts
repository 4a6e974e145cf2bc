import { mockFetch, mockNetworkDown } from '../../jest/fetchMock';
import { getApiUrl, getGoogleClientId, loadRuntimeConfig } from './runtimeConfig';

describe('runtime config (remotes.json)', () => {
  afterEach(() => {
    delete window.__RENTAL_CONFIG__;
    document.getElementById('remotes-json')?.remove();
  });

  it('takes the API address and remotes from remotes.json', async () => {
    const remotes = { catalog: 'http://localhost:8081/mf-manifest.json', admin: 'http://localhost:8084/mf-manifest.json' };
    const network = mockFetch({ 'GET /remotes.json': { body: { apiUrl: 'http://api.test:3000/', remotes, googleClientId: 'gid' } } });
    const config = await loadRuntimeConfig();
    expect(network.calls[0].path).toBe('/remotes.json');
    expect(config.remotes).toEqual(remotes);
    expect(getApiUrl()).toBe('http://api.test:3000');
    expect(getGoogleClientId()).toBe('gid');
  });

  it('falls back to http://localhost:3000 when remotes.json is missing or unreachable', async () => {
    mockFetch({});
    expect((await loadRuntimeConfig()).apiUrl).toBe('http://localhost:3000');
    mockNetworkDown();
    expect((await loadRuntimeConfig('/elsewhere.json')).remotes).toEqual({});
    expect(getApiUrl()).toBe('http://localhost:3000');
    expect(getGoogleClientId()).toBeUndefined();
  });

  it('lets an inline window.__RENTAL_CONFIG__ override the file', async () => {
    window.__RENTAL_CONFIG__ = { googleClientId: 'inline-id' };
    mockFetch({ 'GET /remotes.json': { body: { apiUrl: 'http://api.test', remotes: {} } } });
    await loadRuntimeConfig();
    expect(getGoogleClientId()).toBe('inline-id');
  });

  it("takes remotes.json from the shell server's page, once, and asks the network after", async () => {
    const network = mockFetch({ 'GET /remotes.json': { body: { apiUrl: 'http://network.test', remotes: {} } } });
    const embedded = { apiUrl: 'http://embedded.test', remotes: { catalog: 'http://catalog.test/mf-manifest.json' } };
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="remotes-json">${JSON.stringify(embedded)}</script>`);
    expect(await loadRuntimeConfig()).toMatchObject(embedded);
    expect(network.calls).toHaveLength(0);
    expect(document.getElementById('remotes-json')).toBeNull();
    expect((await loadRuntimeConfig()).apiUrl).toBe('http://network.test');
    expect(network.calls).toHaveLength(1);
  });

  it("takes no config from a remote's markup inside #root, only the server's own element", async () => {
    const network = mockFetch({ 'GET /remotes.json': { body: { apiUrl: 'http://network.test', remotes: {} } } });
    document.body.insertAdjacentHTML('beforeend', '<div id="root"><script type="application/json" id="remotes-json">{"apiUrl":"http://evil.test"}</script></div>');
    try {
      expect((await loadRuntimeConfig()).apiUrl).toBe('http://network.test');
      expect(network.calls).toHaveLength(1);
    } finally {
      document.getElementById('root')?.remove();
    }
  });

  it('asks the network itself when the embedded config is not JSON', async () => {
    const network = mockFetch({ 'GET /remotes.json': { body: { apiUrl: 'http://network.test', remotes: {} } } });
    document.body.insertAdjacentHTML('beforeend', '<script type="application/json" id="remotes-json">{broken</script>');
    expect((await loadRuntimeConfig()).apiUrl).toBe('http://network.test');
    expect(network.calls).toHaveLength(1);
  });
});

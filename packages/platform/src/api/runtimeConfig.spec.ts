import { mockFetch, mockNetworkDown } from '../../jest/fetchMock';
import { getApiUrl, getGoogleClientId, loadRuntimeConfig } from './runtimeConfig';

describe('runtime config (remotes.json)', () => {
  afterEach(() => {
    delete window.__RENTAL_CONFIG__;
    delete window.__shellBootRemotesJson;
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

  it("takes the answer the shell's HTML already started fetching, once, and asks the network after", async () => {
    const network = mockFetch({ 'GET /remotes.json': { body: { apiUrl: 'http://network.test', remotes: {} } } });
    const early = { apiUrl: 'http://early.test', remotes: { catalog: 'http://catalog.test/mf-manifest.json' } };
    window.__shellBootRemotesJson = Promise.resolve(new Response(JSON.stringify(early), { status: 200 }));
    expect(await loadRuntimeConfig()).toMatchObject(early);
    expect(network.calls).toHaveLength(0);
    expect(window.__shellBootRemotesJson).toBeUndefined();
    expect((await loadRuntimeConfig()).apiUrl).toBe('http://network.test');
    expect(network.calls).toHaveLength(1);
  });

  it('asks the network itself when the early request failed', async () => {
    const network = mockFetch({ 'GET /remotes.json': { body: { apiUrl: 'http://network.test', remotes: {} } } });
    window.__shellBootRemotesJson = Promise.reject(new TypeError('Failed to fetch'));
    expect((await loadRuntimeConfig()).apiUrl).toBe('http://network.test');
    expect(network.calls).toHaveLength(1);
  });
});

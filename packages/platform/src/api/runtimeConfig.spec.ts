import { mockFetch, mockNetworkDown } from '../../jest/fetchMock';
import { getApiUrl, getGoogleClientId, loadRuntimeConfig } from './runtimeConfig';

describe('runtime config (remotes.json)', () => {
  afterEach(() => {
    delete window.__RENTAL_CONFIG__;
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
});

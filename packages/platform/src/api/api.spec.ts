import { mockFetch, mockNetworkDown } from '../../jest/fetchMock';
import { createAppStore } from '../store/createAppStore';
import { api } from './api';
import { apiBaseQuery } from './baseQuery';
import { errorMessage } from '../errors/errors';
import { setApiUrl } from './runtimeConfig';

const customer = { _id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Silva', name: 'Ana Silva', role: 'customer', isBlocked: false };

describe('the shared API client', () => {
  beforeEach(() => setApiUrl('http://localhost:3000'));

  it('sends Authorization: Bearer <localStorage.token> when a token is stored', async () => {
    localStorage.setItem('token', 'tok-123');
    const network = mockFetch({ 'GET /api/users/': { body: customer } });
    const store = createAppStore();
    const result = await store.dispatch(api.endpoints.getCurrentUser.initiate());
    expect(result.data).toEqual(customer);
    expect(network.calls[0].url).toBe('http://localhost:3000/api/users/');
    expect(network.calls[0].headers.get('Authorization')).toBe('Bearer tok-123');
  });

  describe("the signed-in user the shell's HTML already asked for (window.__shellBootUser)", () => {
    const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    afterEach(() => delete window.__shellBootUser);

    it('is taken instead of asking again, once', async () => {
      localStorage.setItem('token', 'tok-123');
      window.__shellBootUser = { token: 'tok-123', response: answer({ ...customer, firstName: 'Early' }) };
      const network = mockFetch({ 'GET /api/users/': { body: customer } });
      const store = createAppStore();
      const first = await store.dispatch(api.endpoints.getCurrentUser.initiate());
      expect(first.data?.firstName).toBe('Early');
      expect(network.calls).toHaveLength(0);
      expect(window.__shellBootUser).toBeUndefined();
      const again = await store.dispatch(api.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
      expect(again.data?.firstName).toBe('Ana');
      expect(network.calls).toHaveLength(1);
    });

    it('is not taken for another token (a sign-in since), nor when it failed', async () => {
      localStorage.setItem('token', 'tok-new');
      window.__shellBootUser = { token: 'tok-old', response: answer({ ...customer, firstName: 'Old' }) };
      const network = mockFetch({ 'GET /api/users/': { body: customer } });
      const result = await createAppStore().dispatch(api.endpoints.getCurrentUser.initiate());
      expect(result.data?.firstName).toBe('Ana');
      expect(network.calls[0].headers.get('Authorization')).toBe('Bearer tok-new');

      localStorage.setItem('token', 'tok-123');
      window.__shellBootUser = { token: 'tok-123', response: Promise.reject(new TypeError('Failed to fetch')) };
      const retried = await createAppStore().dispatch(api.endpoints.getCurrentUser.initiate());
      expect(retried.data?.firstName).toBe('Ana');
      expect(network.calls).toHaveLength(2);
    });
  });

  // A read through the kernel's base query itself, as every injected call runs it, and a ready answer.
  const read = async (id: string) => {
    const store = createAppStore();
    const base = { signal: new AbortController().signal, abort: () => {}, dispatch: store.dispatch, getState: store.getState, extra: undefined, endpoint: 'getThing', type: 'query' as const };
    const result = await apiBaseQuery(`/api/things/${id}`, base, {});
    return (result.data as { name: string } | undefined)?.name;
  };
  const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

  describe("a visitor's first read the shell's HTML already made for a data frame (window.__shellBootReads)", () => {
    afterEach(() => delete window.__shellBootReads);

    it('is taken for the same URL without a token, once', async () => {
      window.__shellBootReads = { 'http://localhost:3000/api/things/1': answer({ name: 'Early' }) };
      const network = mockFetch({ 'GET /api/things/1': { body: { name: 'Late' } }, 'GET /api/things/2': { body: { name: 'Two' } } });
      expect(await read('2')).toBe('Two');
      expect(await read('1')).toBe('Early');
      expect(network.calls.map((call) => call.url)).toEqual(['http://localhost:3000/api/things/2']);
      expect(await read('1')).toBe('Late');
    });

    it('is not taken by a signed-in request, and a failed one is asked again', async () => {
      const network = mockFetch({ 'GET /api/things/1': { body: { name: 'Late' } } });
      localStorage.setItem('token', 'tok-123');
      window.__shellBootReads = { 'http://localhost:3000/api/things/1': answer({ name: 'Early' }) };
      expect(await read('1')).toBe('Late');
      localStorage.removeItem('token');
      window.__shellBootReads = { 'http://localhost:3000/api/things/1': Promise.reject(new TypeError('Failed to fetch')) };
      expect(await read('1')).toBe('Late');
      expect(network.calls).toHaveLength(2);
    });
  });

  describe("a signed-in person's first read the shell's HTML made for a back-office data frame (window.__shellBootSignedInReads)", () => {
    afterEach(() => {
      delete window.__shellBootSignedInReads;
      localStorage.removeItem('token');
    });

    it('is taken for the same URL and the very token, once', async () => {
      const network = mockFetch({ 'GET /api/things/1': { body: { name: 'Late' } } });
      localStorage.setItem('token', 'tok-admin');
      window.__shellBootSignedInReads = { 'http://localhost:3000/api/things/1': { token: 'tok-admin', response: answer({ name: 'Early' }) } };
      expect(await read('1')).toBe('Early');
      expect(network.calls).toHaveLength(0);
      expect(await read('1')).toBe('Late');
    });

    it('is not taken with another token or none, and a failed one is asked again', async () => {
      const network = mockFetch({ 'GET /api/things/1': { body: { name: 'Late' } } });
      localStorage.setItem('token', 'tok-other');
      window.__shellBootSignedInReads = { 'http://localhost:3000/api/things/1': { token: 'tok-admin', response: answer({ name: 'Early' }) } };
      expect(await read('1')).toBe('Late');
      localStorage.removeItem('token');
      window.__shellBootSignedInReads = { 'http://localhost:3000/api/things/1': { token: 'tok-admin', response: answer({ name: 'Early' }) } };
      expect(await read('1')).toBe('Late');
      localStorage.setItem('token', 'tok-admin');
      window.__shellBootSignedInReads = { 'http://localhost:3000/api/things/1': { token: 'tok-admin', response: Promise.reject(new TypeError('Failed to fetch')) } };
      expect(await read('1')).toBe('Late');
      expect(network.calls).toHaveLength(3);
      expect(network.calls[2].headers.get('Authorization')).toBe('Bearer tok-admin');
    });
  });

  it('sends no Authorization header without a token', async () => {
    const network = mockFetch({ 'GET /api/users/': { status: 401, body: { error: 'Unauthorized', statusCode: 401 } } });
    await createAppStore().dispatch(api.endpoints.getCurrentUser.initiate());
    expect(network.calls[0].headers.has('Authorization')).toBe(false);
  });

  it('reads the API address at call time (remotes.json arrives after the bundles)', async () => {
    setApiUrl('https://api.example.com/');
    const network = mockFetch({ 'POST /api/users/login': { body: { token: 't', user: customer } } });
    await createAppStore().dispatch(api.endpoints.login.initiate({ email: 'ana@example.com', password: 'secret1' }));
    expect(network.calls[0].url).toBe('https://api.example.com/api/users/login');
    expect(network.calls[0].body).toEqual({ email: 'ana@example.com', password: 'secret1' });
  });

  it("exposes the server's error text on failures", async () => {
    mockFetch({ 'POST /api/users/login': { status: 401, body: { error: 'Invalid email or password', statusCode: 401 } } });
    const result = await createAppStore().dispatch(api.endpoints.login.initiate({ email: 'a@b.c', password: 'wrong12' }));
    expect('error' in result && result.error).toEqual({ status: 401, data: { error: 'Invalid email or password', statusCode: 401 } });
    expect(errorMessage('error' in result ? result.error : undefined, 'Login failed. Please try again.')).toBe('Invalid email or password');
  });

  it('gives the fallback when the API cannot be reached', async () => {
    mockNetworkDown();
    const result = await createAppStore().dispatch(api.endpoints.login.initiate({ email: 'a@b.c', password: 'secret1' }));
    expect('error' in result && result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(errorMessage('error' in result ? result.error : undefined, 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
  });

  it('reads the current user bare or wrapped as { user }', async () => {
    localStorage.setItem('token', 'tok-123');
    mockFetch({ 'GET /api/users/': { body: { user: customer } } });
    const result = await createAppStore().dispatch(api.endpoints.getCurrentUser.initiate());
    expect(result.data).toEqual(customer);
  });

  it('defines only the calls the kernel needs itself; remotes inject their own', () => {
    expect(Object.keys(api.endpoints).sort()).toEqual(['getCurrentUser', 'googleLogin', 'login', 'register']);
  });
});

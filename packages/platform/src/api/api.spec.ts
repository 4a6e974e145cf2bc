import { mockFetch, mockNetworkDown } from '../../jest/fetchMock';
import { createAppStore } from '../store/createAppStore';
import { api } from './api';
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

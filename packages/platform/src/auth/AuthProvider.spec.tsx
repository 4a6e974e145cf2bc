import { act, render, screen, waitFor } from '@testing-library/react';
import { userWithRole } from '../../jest/fixtures';
import { mockFetch } from '../../jest/fetchMock';
import { setApiUrl } from '../api/runtimeConfig';
import { createAppStore } from '../store/createAppStore';
import { PlatformProviders } from '../ui/PlatformProviders';
import { useAuth } from './AuthProvider';
import type { Auth } from './AuthProvider';

const person = userWithRole;

let auth: Auth;
function Probe() {
  auth = useAuth();
  return <p>{auth.isLoading ? 'checking' : auth.isSignedIn ? `${auth.user?.name} ${auth.isAdmin ? 'admin' : 'customer'}` : 'signed out'}</p>;
}

const renderAuth = () =>
  render(
    <PlatformProviders store={createAppStore()}>
      <Probe />
    </PlatformProviders>,
  );

describe('AuthProvider', () => {
  beforeEach(() => setApiUrl('http://localhost:3000'));

  it('asks nothing of the API without a token', () => {
    const network = mockFetch();
    renderAuth();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it('reads the current user and marks admins by role', async () => {
    localStorage.setItem('token', 'admin-token');
    const network = mockFetch({ 'GET /api/users/': { body: person('admin') } });
    renderAuth();
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText('Sam Reyes admin')).toBeInTheDocument();
    expect(network.calls[0].headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('a customer is signed in but not an admin', async () => {
    localStorage.setItem('token', 'customer-token');
    mockFetch({ 'GET /api/users/': { body: person('customer') } });
    renderAuth();
    expect(await screen.findByText('Sam Reyes customer')).toBeInTheDocument();
    expect(auth.isAdmin).toBe(false);
  });

  it.each([401, 403])('drops a token the API responds %s to', async (status) => {
    localStorage.setItem('token', 'stale');
    mockFetch({ 'GET /api/users/': { status, body: { error: 'Unauthorized', statusCode: status } } });
    renderAuth();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('keeps the token when the API is merely unavailable', async () => {
    localStorage.setItem('token', 'good');
    const network = mockFetch({ 'GET /api/users/': { status: 503, body: { error: 'Down', statusCode: 503 } } });
    renderAuth();
    await waitFor(() => expect(network.calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(auth.isLoading).toBe(false));
    expect(localStorage.getItem('token')).toBe('good');
  });

  it('signIn stores the token and the user at once; logout removes the token and ends its session on the server', async () => {
    const network = mockFetch({ 'GET /api/users/': { body: person('customer') }, 'POST /api/users/logout': { body: { message: 'Logged out', ended: 1 } } });
    renderAuth();
    act(() => auth.signIn('new-token', person('customer') as never));
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(await screen.findByText('Sam Reyes customer')).toBeInTheDocument();
    act(() => auth.logout());
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await waitFor(() => expect(network.callsTo('POST', '/api/users/logout')).toHaveLength(1));
    const ended = network.callsTo('POST', '/api/users/logout');
    expect(ended[0].headers.get('Authorization')).toBe('Bearer new-token');
  });

  it('a token the API refuses is forgotten without asking the API to end it', async () => {
    localStorage.setItem('token', 'ended-elsewhere');
    const network = mockFetch({ 'GET /api/users/': { status: 401, body: { error: 'Your session is no longer valid. Please log in again.', statusCode: 401 } } });
    renderAuth();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(network.callsTo('POST', '/api/users/logout')).toHaveLength(0);
  });
});

describe('AuthProvider across tabs', () => {
  beforeEach(() => setApiUrl('http://localhost:3000'));

  it('signs out when another tab logs out, and in when another tab logs in', async () => {
    localStorage.setItem('token', 'shared');
    mockFetch({ 'GET /api/users/': { body: person('customer') } });
    renderAuth();
    expect(await screen.findByText('Sam Reyes customer')).toBeInTheDocument();

    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    });
    expect(screen.getByText('signed out')).toBeInTheDocument();

    localStorage.setItem('token', 'other-tab');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'other-tab' }));
    });
    expect(await screen.findByText('Sam Reyes customer')).toBeInTheDocument();
  });
});

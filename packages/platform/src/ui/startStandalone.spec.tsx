import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Navigate, Route, useLocation } from 'react-router-dom';
import { userWithRole } from '../../jest/fixtures';
import { mockFetch } from '../../jest/fetchMock';
import type { RecordedCall } from '../../jest/fetchMock';
import { setApiUrl } from '../api/runtimeConfig';
import { createAppStore } from '../store/createAppStore';
import { PlatformProviders } from './PlatformProviders';
import { StandaloneRoutes, isAdminOnlyRemote } from './startStandalone';

function Where({ label }: { label: string }) {
  return <p>{`${label} at ${useLocation().pathname}`}</p>;
}

/** What the booking team's page does: My bookings sends a signed-out visitor to /login and back. */
function MyBookings() {
  const location = useLocation();
  return localStorage.getItem('token') ? <Where label="My bookings" /> : <Navigate to="/login" replace state={{ from: { pathname: location.pathname } }} />;
}

function renderStandalone(path: string, { adminOnly }: { adminOnly: boolean }) {
  const routes = adminOnly ? (
    <Route path="/admin/*" element={<Where label="Admin screens" />} />
  ) : (
    <>
      <Route path="/bookings" element={<MyBookings />} />
      <Route path="*" element={<Where label="Booking" />} />
    </>
  );
  return render(
    <PlatformProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <StandaloneRoutes routes={routes} adminOnly={adminOnly} />
      </MemoryRouter>
    </PlatformProviders>,
  );
}

const loginAs = (role: 'admin' | 'customer') => (call: RecordedCall) =>
  (call.body as { password?: string }).password === 'right'
    ? { body: { token: `tok-${role}`, user: userWithRole(role) } }
    : { status: 401, body: { error: 'Invalid email or password', statusCode: 401 } };

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  const emailField = await screen.findByLabelText('Email');
  const passwordField = screen.getByLabelText('Password');
  await user.clear(emailField);
  await user.type(emailField, email);
  await user.clear(passwordField);
  await user.type(passwordField, password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('a remote run standalone', () => {
  beforeEach(() => {
    localStorage.clear();
    setApiUrl('http://localhost:3000');
  });

  it('an admin-only remote shows the sign-in screen until an admin signs in, then its page', async () => {
    const network = mockFetch({ 'POST /api/users/login': loginAs('admin'), 'GET /api/users/': { body: userWithRole('admin') } });
    renderStandalone('/admin/orders', { adminOnly: true });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(/sign in with an account of the API at http:\/\/localhost:3000\. These pages need an admin account\./)).toBeInTheDocument();
    expect(screen.queryByText(/Admin screens/)).not.toBeInTheDocument();

    await signIn('admin@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    await signIn('admin@example.com', 'right');
    expect(await screen.findByText('Admin screens at /admin/orders')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-admin');
    expect(network.callsTo('POST', '/api/users/login')[1].body).toEqual({ email: 'admin@example.com', password: 'right' });
  });

  it('an admin-only remote does not sign in a customer', async () => {
    mockFetch({ 'POST /api/users/login': loginAs('customer') });
    renderStandalone('/admin', { adminOnly: true });
    await signIn('customer@example.com', 'right');
    expect(await screen.findByRole('alert')).toHaveTextContent("customer@example.com is not an admin; this remote's pages need an admin account.");
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText(/Admin screens/)).not.toBeInTheDocument();
  });

  it("a public remote's pages show without signing in; one that sends the visitor to /login gets them back signed in", async () => {
    mockFetch({ 'POST /api/users/login': loginAs('customer'), 'GET /api/users/': { body: userWithRole('customer') } });
    renderStandalone('/booking', { adminOnly: false });
    expect(await screen.findByText('Booking at /booking')).toBeInTheDocument();
    renderStandalone('/bookings', { adminOnly: false });
    await signIn('customer@example.com', 'right');
    expect(await screen.findByText('My bookings at /bookings')).toBeInTheDocument();
  });

  it("reads whether it is admin-only from its own manifest's registration", async () => {
    mockFetch({ 'GET /mf-manifest.json': { body: { metaData: { registration: { adminOnly: true, paths: ['/admin/*'] } } } } });
    await expect(isAdminOnlyRemote()).resolves.toBe(true);
    mockFetch({ 'GET /mf-manifest.json': { body: { metaData: { registration: { paths: ['/gallery'] } } } } });
    await expect(isAdminOnlyRemote()).resolves.toBe(false);
    mockFetch();
    await expect(isAdminOnlyRemote()).resolves.toBe(false);
  });
});

import { screen } from '@testing-library/react';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { demoUser, renderShell } from '../test/renderShell';
import { setAdminConfirmed } from '../federation/remotes';
import { AdminGate } from './AdminGate';

jest.mock('../federation/remotes', () => ({ setAdminConfirmed: jest.fn() }));
jest.mock('../federation/RemoteApp', () => ({ RemoteApp: ({ remote }: { remote: string }) => <p>remote {remote} loaded</p> }));

const renderGate = () => renderShell(<AdminGate remote="admin" />, { path: '/admin/orders', route: '/admin/*' });

describe('AdminGate', () => {
  beforeEach(() => (setAdminConfirmed as jest.Mock).mockClear());

  it('sends a visitor without a token to /login, without touching the admin remote', () => {
    const network = mockFetch();
    renderGate();
    expect(screen.getByTestId('landed')).toHaveTextContent('/login');
    expect(setAdminConfirmed).not.toHaveBeenCalled();
    expect(network.calls).toHaveLength(0);
  });

  it("shows 'Validating admin access...' while GET /api/users/ is pending", async () => {
    localStorage.setItem('token', 'tok');
    let answer: (value?: unknown) => void = () => undefined;
    mockFetch({ 'GET /api/users/': { body: demoUser('admin'), delay: new Promise((resolve) => (answer = resolve)) } });
    renderGate();
    expect(await screen.findByText('Validating admin access...')).toBeInTheDocument();
    expect(setAdminConfirmed).not.toHaveBeenCalled();
    answer();
    expect(await screen.findByText('remote admin loaded')).toBeInTheDocument();
  });

  it('sends a customer to / and never registers the admin remote', async () => {
    localStorage.setItem('token', 'tok');
    mockFetch({ 'GET /api/users/': { body: demoUser('customer') } });
    renderGate();
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    expect(setAdminConfirmed).not.toHaveBeenCalled();
  });

  it('allows admin-only remotes and renders the admin remote once the API confirms an admin', async () => {
    localStorage.setItem('token', 'tok');
    const network = mockFetch({ 'GET /api/users/': { body: demoUser('admin') } });
    renderGate();
    expect(await screen.findByText('remote admin loaded')).toBeInTheDocument();
    expect(setAdminConfirmed).toHaveBeenCalledWith(true);
    expect(network.callsTo('GET', '/api/users/')).toHaveLength(1);
  });

  it('treats a rejected token as signed out: sent to /login, admin remote untouched', async () => {
    localStorage.setItem('token', 'expired');
    mockFetch({ 'GET /api/users/': { status: 401, body: { error: 'Unauthorized', statusCode: 401 } } });
    renderGate();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login');
    expect(setAdminConfirmed).not.toHaveBeenCalled();
  });

  it('renders the admin remote for staff too (it shows them the order work only)', async () => {
    localStorage.setItem('token', 'tok');
    mockFetch({ 'GET /api/users/': { body: demoUser('staff') } });
    renderGate();
    expect(await screen.findByText('remote admin loaded')).toBeInTheDocument();
    expect(setAdminConfirmed).toHaveBeenCalledWith(true);
  });
});

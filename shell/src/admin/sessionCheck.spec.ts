import { loadRemote } from '@module-federation/enhanced/runtime';
import { api, createAppStore, setApiUrl } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { TEST_REGISTRATIONS, TEST_REMOTES, manifestOf, manifestRoutes } from '../test/remotes';
import { demoUser } from '../test/renderShell';
import { configureRemotes, loadRemoteApp } from '../federation/remotes';
import { startSessionCheck } from './sessionCheck';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerPlugins: jest.fn() }));
const load = loadRemote as jest.Mock;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const hosts = (calls: { url: string }[]) => calls.map((call) => new URL(call.url).host);
const MANIFESTS = { admin: manifestOf('mfe_admin', TEST_REGISTRATIONS.admin) };

describe('startSessionCheck', () => {
  beforeEach(() => {
    setApiUrl('http://api.test');
    configureRemotes(TEST_REMOTES);
    load.mockReset().mockResolvedValue({ default: () => null });
    localStorage.clear();
  });

  it("asks GET /api/users/ before any render, and on /admin/* an admin's answer starts the admin remote's code, which the render then gets", async () => {
    localStorage.setItem('token', 'tok');
    const network = mockFetch({ ...manifestRoutes(MANIFESTS), 'GET /api/users/': { body: demoUser('admin') } });
    const store = createAppStore();
    startSessionCheck(store, '/admin/orders');
    await settle();
    await settle();
    expect(hosts(network.calls)).toEqual(['api.test', 'admin.test']);
    expect(load).toHaveBeenCalledWith('mfe_admin/App');
    // The session's hook finds the answer; the render's load is the one already started.
    expect(api.endpoints.getCurrentUser.select()(store.getState()).data?.role).toBe('admin');
    await loadRemoteApp('admin');
    expect(load).toHaveBeenCalledTimes(1);
    expect(network.calls).toHaveLength(2);
  });

  it('fetches nothing of the admin remote for a customer on /admin/*, nor for an admin on a public page', async () => {
    localStorage.setItem('token', 'tok');
    const network = mockFetch({ ...manifestRoutes(MANIFESTS), 'GET /api/users/': { body: demoUser('customer') } });
    startSessionCheck(createAppStore(), '/admin/orders');
    await settle();
    await settle();
    expect(hosts(network.calls)).toEqual(['api.test']);

    const asAdmin = mockFetch({ ...manifestRoutes(MANIFESTS), 'GET /api/users/': { body: demoUser('admin') } });
    startSessionCheck(createAppStore(), '/items');
    await settle();
    await settle();
    expect(hosts(asAdmin.calls)).toEqual(['api.test']);
    expect(load).not.toHaveBeenCalled();
  });

  it('asks nothing without a stored token', async () => {
    const network = mockFetch(manifestRoutes(MANIFESTS));
    startSessionCheck(createAppStore(), '/admin/orders');
    await settle();
    expect(network.calls).toHaveLength(0);
  });
});

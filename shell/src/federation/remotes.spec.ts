import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { configureRemotes, isRegistered, loadRemoteApp, registerRemote } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
const register = registerRemotes as jest.Mock;
const load = loadRemote as jest.Mock;

const MANIFESTS = {
  catalog: 'http://localhost:8081/mf-manifest.json',
  booking: 'http://localhost:8082/mf-manifest.json',
  gallery: 'http://localhost:8083/mf-manifest.json',
  admin: 'http://localhost:8084/mf-manifest.json',
};

describe('remotes', () => {
  beforeEach(() => {
    register.mockReset();
    load.mockReset();
  });

  it('registers the public remotes from remotes.json, and never the admin remote up front', () => {
    configureRemotes(MANIFESTS);
    const names = register.mock.calls.map(([remotes]) => remotes[0].name);
    expect(names).toEqual(['mfe_catalog', 'mfe_booking', 'mfe_gallery']);
    expect(register).toHaveBeenCalledWith([{ name: 'mfe_catalog', entry: MANIFESTS.catalog }], { force: false });
    expect(isRegistered('admin')).toBe(false);
  });

  it('registers the admin remote only when asked (by the admin gate)', () => {
    configureRemotes(MANIFESTS);
    register.mockClear();
    expect(registerRemote('admin')).toBe(true);
    expect(register).toHaveBeenCalledWith([{ name: 'mfe_admin', entry: MANIFESTS.admin }], { force: false });
    registerRemote('admin');
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("loads a remote's ./App", async () => {
    configureRemotes(MANIFESTS);
    const App = () => null;
    load.mockResolvedValue({ default: App });
    await expect(loadRemoteApp('catalog')).resolves.toEqual({ default: App });
    expect(load).toHaveBeenCalledWith('mfe_catalog/App');
  });

  it('turns a remote missing from remotes.json or failing to load into a stand-in that throws RemoteUnavailableError', async () => {
    configureRemotes({ catalog: MANIFESTS.catalog });
    const missing = await loadRemoteApp('gallery');
    expect(() => (missing.default as () => unknown)()).toThrow(RemoteUnavailableError);
    expect(load).not.toHaveBeenCalled();

    load.mockRejectedValue(new TypeError('Failed to fetch'));
    const failed = await loadRemoteApp('catalog');
    expect(() => (failed.default as () => unknown)()).toThrow(RemoteUnavailableError);
  });
});

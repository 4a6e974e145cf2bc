import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { TEST_REGISTRATIONS, TEST_REMOTES, manifestOf, manifestRoutes } from '../test/remotes';
import { forgetFetchedManifests, manifestHandoffPlugin } from './manifests';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import {
  REMEMBERED_KEY,
  configureRemotes,
  fetchPublicRegistrations,
  forgetRemote,
  loadRemoteApp,
  remotesSnapshot,
  retryUnreachableRemotes,
  setAdminConfirmed,
} from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerPlugins: jest.fn() }));
const register = registerRemotes as jest.Mock;
const load = loadRemote as jest.Mock;

const MANIFESTS = {
  catalog: manifestOf('mfe_catalog', TEST_REGISTRATIONS.catalog),
  booking: manifestOf('mfe_booking', TEST_REGISTRATIONS.booking),
  gallery: manifestOf('mfe_gallery', TEST_REGISTRATIONS.gallery),
  admin: manifestOf('mfe_admin', TEST_REGISTRATIONS.admin),
};
const FIFTH = { ...TEST_REMOTES, demo: 'http://demo.test/mf-manifest.json' };
const DEMO = { paths: ['/demo'], nav: [{ to: '/demo', label: 'Demo', order: 45 }] };
const hosts = (calls: { url: string }[]) => calls.map((call) => new URL(call.url).hostname);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const remote = (name: string) => remotesSnapshot().find((view) => view.name === name)!;
const at = (address: string) => ({ pathname: address.split('?')[0], search: address.includes('?') ? `?${address.split('?')[1]}` : '' });

describe('remotes', () => {
  beforeEach(() => {
    register.mockReset();
    load.mockReset();
    forgetFetchedManifests();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("fetches every public remote's manifest at boot, never the admin-only one, and registers each under its manifest's container name", async () => {
    const network = mockFetch(manifestRoutes({ ...MANIFESTS, demo: manifestOf('mfe_demo', DEMO) }));
    configureRemotes(FIFTH);
    await fetchPublicRegistrations();
    expect(hosts(network.calls).sort()).toEqual(['booking.test', 'catalog.test', 'demo.test', 'gallery.test']);
    expect(register).toHaveBeenCalledWith([{ name: 'mfe_demo', entry: FIFTH.demo }], { force: false });
    expect(register.mock.calls.map(([remotes]) => remotes[0].name)).not.toContain('mfe_admin');
    await settle();
    expect(remote('demo')).toMatchObject({ status: 'ready', adminOnly: false, registration: { paths: ['/demo'], layout: 'site' } });
    expect(remote('admin')).toMatchObject({ status: 'idle', adminOnly: true });
  });

  it("hands the runtime the manifest the shell fetched, once: nothing is downloaded twice", async () => {
    mockFetch(manifestRoutes(MANIFESTS));
    configureRemotes(TEST_REMOTES);
    await fetchPublicRegistrations();
    await settle();
    const handoff = manifestHandoffPlugin().fetch as (url: string) => Promise<Response> | undefined;
    const response = await handoff(TEST_REMOTES.catalog);
    expect(await response!.json()).toEqual(MANIFESTS.catalog);
    expect(handoff(TEST_REMOTES.catalog)).toBeUndefined();
    expect(handoff('http://elsewhere.test/mf-manifest.json')).toBeUndefined();
  });

  it("loads a remote's ./App by its container name, as it is when its manifest says it uses no antd", async () => {
    const catalog = manifestOf('mfe_catalog', TEST_REGISTRATIONS.catalog);
    mockFetch(manifestRoutes({ ...MANIFESTS, catalog: { ...catalog, metaData: { ...catalog.metaData, usesAntd: false } } }));
    configureRemotes(TEST_REMOTES);
    const App = () => null;
    load.mockResolvedValue({ default: App });
    await expect(loadRemoteApp('catalog')).resolves.toEqual({ default: App });
    expect(load).toHaveBeenCalledWith('mfe_catalog/App');
  });

  it("renders a remote that uses antd, or whose manifest predates usesAntd, inside the platform's antd theme", async () => {
    const gallery = manifestOf('mfe_gallery', TEST_REGISTRATIONS.gallery);
    mockFetch(manifestRoutes({ ...MANIFESTS, gallery: { ...gallery, metaData: { ...gallery.metaData, usesAntd: true } } }));
    configureRemotes(TEST_REMOTES);
    function Panel() {
      return createElement('output', null, antdTheme.useToken().token.colorBgContainer);
    }
    load.mockResolvedValue({ default: Panel });
    for (const name of ['gallery', 'booking']) {
      const { default: Loaded } = await loadRemoteApp(name);
      const { unmount } = render(createElement(Loaded));
      expect(screen.getByRole('status')).toHaveTextContent('#121c33');
      unmount();
    }
  });

  it('fetches nothing of an admin-only remote before an admin is confirmed, then its manifest for the nav, and its code on its pages', async () => {
    const network = mockFetch(manifestRoutes({ ...MANIFESTS, staff: manifestOf('mfe_staff', { ...DEMO, adminOnly: true }) }));
    configureRemotes({ staff: { manifest: 'http://staff.test/mf-manifest.json', adminOnly: true, paths: ['/staff/*'] } });
    await fetchPublicRegistrations();
    const refused = await loadRemoteApp('staff');
    expect(() => (refused.default as () => unknown)()).toThrow(RemoteUnavailableError);
    expect(network.calls).toHaveLength(0);
    expect(remote('staff')).toMatchObject({ adminOnly: true, registration: null, claimedPaths: ['/staff/*'] });

    setAdminConfirmed(true);
    await settle();
    expect(hosts(network.calls)).toEqual(['staff.test']);
    expect(remote('staff').registration?.nav).toEqual([{ to: '/demo', label: 'Demo', order: 45, signedInOnly: false, menuOnly: false }]);
    load.mockResolvedValue({ default: () => null });
    await loadRemoteApp('staff');
    expect(load).toHaveBeenCalledWith('mfe_staff/App');
  });

  it("keeps the original remotes.json form: a plain 'admin' URL is still admin-only and /admin/* is its", async () => {
    const network = mockFetch(manifestRoutes(MANIFESTS));
    configureRemotes({ ...TEST_REMOTES, admin: 'http://admin.test/mf-manifest.json' });
    await fetchPublicRegistrations();
    setAdminConfirmed(false);
    expect(hosts(network.calls)).not.toContain('admin.test');
    expect(remote('admin')).toMatchObject({ adminOnly: true, registration: { paths: ['/admin/*'], layout: 'full' } });
  });

  it('remembers the last registration seen, so a remote that is down on a later visit keeps its routes and nav', async () => {
    mockFetch(manifestRoutes({ ...MANIFESTS, demo: manifestOf('mfe_demo', DEMO) }));
    configureRemotes(FIFTH);
    await fetchPublicRegistrations();

    mockFetch(manifestRoutes({ ...MANIFESTS, demo: 503 }));
    configureRemotes(FIFTH);
    expect(remote('demo').registration?.paths).toEqual(['/demo']);
    await fetchPublicRegistrations();
    await settle();
    expect(remote('demo')).toMatchObject({ status: 'failed', registration: { paths: ['/demo'] } });
    const app = await loadRemoteApp('demo');
    expect(() => (app.default as () => unknown)()).toThrow(RemoteUnavailableError);
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches a failed manifest again on retry, and a forgotten one on the next load', async () => {
    mockFetch(manifestRoutes({ ...MANIFESTS, demo: 503 }));
    configureRemotes(FIFTH);
    await fetchPublicRegistrations();
    await settle();
    expect(remote('demo')).toMatchObject({ status: 'failed', registration: null });

    mockFetch(manifestRoutes({ ...MANIFESTS, demo: manifestOf('mfe_demo', DEMO) }));
    await retryUnreachableRemotes();
    await settle();
    expect(remote('demo')).toMatchObject({ status: 'ready', registration: { paths: ['/demo'] } });

    load.mockResolvedValue({ default: () => null });
    await loadRemoteApp('demo');
    const chunks = window as unknown as Record<string, unknown>;
    chunks.webpackChunkmfe_demo = [[[859], {}]]; // what the running build loaded
    forgetRemote('demo');
    const again = mockFetch(manifestRoutes({ ...MANIFESTS, demo: manifestOf('mfe_demo', DEMO) }));
    await loadRemoteApp('demo');
    expect(hosts(again.calls)).toEqual(['demo.test']);
    expect(register).toHaveBeenLastCalledWith([{ name: 'mfe_demo', entry: FIFTH.demo }], { force: true });
    // The new build starts with an empty chunk array: none of the old build's code under its ids.
    expect(chunks.webpackChunkmfe_demo).toBeUndefined();
  });

  it('does not run a remote whose manifest needs another platform major: its stand-in names both versions', async () => {
    const nextMajor = { ...manifestOf('mfe_demo', DEMO), shared: [{ name: '@rental/platform', version: '9.0.0', requiredVersion: '^9.0.0' }] };
    mockFetch(manifestRoutes({ ...MANIFESTS, demo: nextMajor }));
    configureRemotes(FIFTH);
    await fetchPublicRegistrations();
    await settle();
    const standIn = await loadRemoteApp('demo');
    expect(load).not.toHaveBeenCalled();
    expect(() => (standIn.default as () => unknown)()).toThrow(RemoteUnavailableError);
    try {
      (standIn.default as () => unknown)();
    } catch (error) {
      expect(String((error as Error).cause)).toMatch(/mfe_demo needs @rental\/platform \^9\.0\.0, but this page runs @rental\/platform 1\./);
    }
  });

  it("serves a remote built before registrations with what it served then, and forgets a newer remembered one", async () => {
    localStorage.setItem(REMEMBERED_KEY, JSON.stringify({ gallery: { paths: ['/gallery', '/gallery/new-page'] } }));
    mockFetch(manifestRoutes({ ...MANIFESTS, gallery: manifestOf('mfe_gallery') }));
    configureRemotes(TEST_REMOTES);
    await fetchPublicRegistrations();
    await settle();
    expect(remote('gallery').registration?.paths).toEqual(['/gallery']);
    expect(JSON.parse(localStorage.getItem(REMEMBERED_KEY)!)).not.toHaveProperty('gallery');
  });

  it('treats a remote that registers as admin-only as such, even when remotes.json forgot to say so', async () => {
    mockFetch(manifestRoutes({ staff: manifestOf('mfe_staff', { ...DEMO, adminOnly: true }) }));
    configureRemotes({ staff: 'http://staff.test/mf-manifest.json' });
    await fetchPublicRegistrations();
    await settle();
    expect(remote('staff').adminOnly).toBe(true);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('mark it "adminOnly": true in remotes.json'));
  });

  it('turns a remote missing from remotes.json into a stand-in that throws RemoteUnavailableError', async () => {
    mockFetch();
    configureRemotes({});
    const missing = await loadRemoteApp('gallery');
    expect(() => (missing.default as () => unknown)()).toThrow(RemoteUnavailableError);
    expect(load).not.toHaveBeenCalled();
  });
});

import { setImmediate as nodeSetImmediate } from 'node:timers';
import { useId } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { useAuth, useCart } from '@rental/platform';
import { useHydrated } from '@rental/platform/hydration';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { renderRemotePage } from '@rental/platform/server';
import { demoUser, renderShell } from '../test/renderShell';
import { RemoteApp, resetRemoteApps } from './RemoteApp';
import remoteFallbackPlugin, { unavailableModule } from './remoteFallbackPlugin';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { forgetRemote, loadRemoteApp } from './remotes';
import { reportFailure } from './releaseReports';
import { forgetServerMarkup, keepServerMarkup } from './serverRendered';

jest.mock('./remotes', () => ({ loadRemoteApp: jest.fn(), forgetRemote: jest.fn(), remoteReleaseOf: (remote: string) => `${remote}-1.0.0-abc` }));
jest.mock('./releaseReports', () => ({ reportFailure: jest.fn() }));
// The server render as the shell server runs it (Node's streams and timers), here beside jsdom.
jest.mock('react-dom/static', () => jest.requireActual('react-dom/static.node'));
Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? nodeSetImmediate });
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

const Catalogue = () => <h1>Catalogue</h1>;
function Crashing(): never {
  throw new Error('boom while rendering');
}
/** What webpack throws when a lazy chunk's file is gone (a deploy removed it while the page was open). */
function chunkGone() {
  const error = new Error('Loading chunk 859 failed.\n(error: http://localhost:8081/859.0123456789.js)');
  error.name = 'ChunkLoadError';
  function PageWithMissingChunk(): never {
    throw error;
  }
  return { default: PageWithMissingChunk };
}

/** Whether the fallback panel was ever in the document, even for one commit. */
function watchForPanel() {
  const seen = { panel: false };
  // Added nodes keep their text after removal, so a panel replaced in the same task still counts.
  const observer = new MutationObserver((records) => {
    const added = records.flatMap((record) => [...record.addedNodes]);
    if (added.some((node) => node.textContent?.includes('This section is temporarily unavailable'))) seen.panel = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('RemoteApp', () => {
  beforeEach(() => {
    resetRemoteApps();
    load.mockReset();
    (forgetRemote as jest.Mock).mockReset();
    (reportFailure as jest.Mock).mockReset();
    mockFetch();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  /** The shell server's page (pageHtml.ts): the markup in #root, kept before the shell's first render. */
  function serverPage(remote: string, markup: string, doc: Document = document) {
    doc.body.innerHTML = `<div id="root"><main class="boot-main" data-server-rendered="${remote}">${markup}</main></div>`;
    keepServerMarkup({ remote, entry: 'http://catalog.test/mf-manifest.json', queries: {} }, doc);
  }

  it("keeps the server's markup of this very page on screen while the remote's code loads; markup its App does not render is rendered again, and logged", async () => {
    // A document without a window: its address counts as '/'.
    serverPage('catalog', '<section><h1>Sound and light</h1><a href="/items">Browse Gear</a></section>', document.implementation.createHTMLDocument(''));
    let loaded!: (module: { default: typeof Catalogue }) => void;
    load.mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    renderShell(<RemoteApp remote="catalog" />, { path: '/', route: '/' });
    const heading = await screen.findByRole('heading', { name: 'Sound and light' });
    expect(heading.closest('.server-page')).not.toHaveAttribute('data-hydrated');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    loaded({ default: Catalogue });
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sound and light' })).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("catalog: the server's markup could not be hydrated"), expect.anything(), expect.anything());
  });

  it("hydrates the page the shell server rendered: the server's own nodes stay, with the same ids, and work; per-visitor parts follow", async () => {
    localStorage.clear();
    // The remote's App, rendered by the real server render (@rental/platform/server), then by the shell.
    // What the server cannot know (the session, the visitor's cart) waits for hydration.
    function Remote() {
      const { pathname } = useLocation();
      const titleId = useId();
      const { cart, addToCart } = useCart();
      const hydrated = useHydrated();
      const signedIn = useAuth().isSignedIn && hydrated;
      return (
        <section aria-labelledby={titleId}>
          <h1 id={titleId}>{pathname === '/items' ? 'All gear' : 'Mixer'}</h1>
          <button type="button" onClick={() => addToCart('MIX-1')}>
            Add to Cart
          </button>
          {hydrated ? <p>{`${cart.orderedItems.length} in cart`}</p> : null}
          <Link to="/product/MIX-1">Mixer</Link>
          {signedIn ? <p>Welcome back</p> : null}
        </section>
      );
    }
    const { html } = await renderRemotePage({ url: '/items', apiUrl: 'http://localhost:3000', budgetMs: 5000 }, { requests: () => [], app: <Remote /> });
    // A signed-in visitor: the server never knows (no token there).
    localStorage.setItem('token', 'a-token');
    mockFetch({ 'GET /api/users/': { status: 200, body: demoUser('customer') } });
    window.history.replaceState(null, '', '/items');
    serverPage('catalog', html);
    const [heading, button] = [document.querySelector('h1')!, document.querySelector('button')!];
    load.mockResolvedValue({ default: Remote });

    const { store } = renderShell(<RemoteApp remote="catalog" />, { path: '/items', route: '*' });
    await waitFor(() => expect(document.querySelector('.server-page')).toHaveAttribute('data-hydrated'));
    expect(screen.getByRole('heading', { name: 'All gear' })).toBe(heading);
    expect(screen.getByRole('region', { name: 'All gear' })).toBe(heading.parentElement);
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBe(button);
    expect(store.getState().cart.orderedItems).toEqual([{ key: 'MIX-1', qty: 1 }]);
    expect(await screen.findByText('1 in cart')).toBeInTheDocument();

    // Within the remote the page follows the shell's history, in the same root.
    await userEvent.setup().click(screen.getByRole('link', { name: 'Mixer' }));
    expect(await screen.findByRole('heading', { name: 'Mixer' })).toBe(heading);
    // No mismatch or any other error; only this test runs React's server and browser renderers in
    // one realm, which React's development build notes for each shared context.
    const logged = (console.error as jest.Mock).mock.calls.map(([text]) => String(text)).filter((text) => !text.includes('multiple renderers concurrently rendering the same context'));
    expect(logged).toEqual([]);
    localStorage.removeItem('token');
  });

  it("falls back to the usual way, with its one automatic retry and the panel, when the remote's code cannot be loaded", async () => {
    serverPage('gallery', '<section><h1>Gallery</h1></section>', document.implementation.createHTMLDocument(''));
    const down = unavailableModule('mfe_gallery/App', new TypeError('Failed to fetch'));
    let second!: (module: typeof down) => void;
    load.mockResolvedValueOnce(down).mockReturnValueOnce(new Promise((resolve) => (second = resolve)));
    renderShell(<RemoteApp remote="gallery" />, { path: '/', route: '/' });
    // The first load failed: the usual way retries once, at once, and shows the spinner meanwhile.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(document.querySelector('.server-page')).toBeNull();
    second(down);
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
  });

  it("shows the spinner while the code loads on an address the server did not render (another remote's, or after a navigation)", async () => {
    forgetServerMarkup();
    load.mockReturnValue(new Promise(() => undefined));
    renderShell(<RemoteApp remote="catalog" />, { path: '/items', route: '/items' });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it("renders the remote's App", async () => {
    load.mockResolvedValue({ default: Catalogue });
    renderShell(<RemoteApp remote="catalog" />, { path: '/items', route: '/items' });
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('catalog');
  });

  it('shows the contained fallback when the remote is still down after the automatic retry, and Retry loads it again', async () => {
    const down = unavailableModule('mfe_catalog/App', new TypeError('Failed to fetch'));
    load.mockResolvedValueOnce(down).mockResolvedValueOnce(down).mockResolvedValueOnce({ default: Catalogue });
    renderShell(<RemoteApp remote="catalog" />, { path: '/items', route: '/items' });
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(forgetRemote).toHaveBeenCalledWith('catalog');
    expect(load).toHaveBeenCalledTimes(2);
    // Reported once, as a load failure of its release: the failure the automatic retry took on is not.
    expect(reportFailure).toHaveBeenCalledTimes(1);
    expect(reportFailure).toHaveBeenCalledWith('catalog', 'catalog-1.0.0-abc', expect.any(RemoteUnavailableError), true);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('recovers a chunk that failed to load by loading the remote once more with its manifest fetched afresh, and never shows the panel', async () => {
    load.mockResolvedValueOnce(chunkGone()).mockResolvedValueOnce({ default: Catalogue });
    const panel = watchForPanel();
    renderShell(<RemoteApp remote="catalog" />, { path: '/product/mixer', route: '/product/:key' });
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
    panel.stop();
    expect(panel.seen.panel).toBe(false);
    expect(reportFailure).not.toHaveBeenCalled();
    // forgetRemote marks the manifest stale: the second load fetches it (and the remote entry it names) again.
    expect(forgetRemote).toHaveBeenCalledWith('catalog');
    expect((forgetRemote as jest.Mock).mock.invocationCallOrder[0]).toBeLessThan(load.mock.invocationCallOrder[1]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('recovers a remote entry that did not answer once, without the panel', async () => {
    load.mockResolvedValueOnce(unavailableModule('mfe_booking/App', new Error('ScriptExternalLoadError'))).mockResolvedValueOnce({ default: Catalogue });
    const panel = watchForPanel();
    renderShell(<RemoteApp remote="booking" />, { path: '/booking', route: '/booking' });
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
    panel.stop();
    expect(panel.seen.panel).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries only once: a chunk that fails again shows the panel, and Retry still works', async () => {
    load.mockResolvedValueOnce(chunkGone()).mockResolvedValueOnce(chunkGone()).mockResolvedValueOnce({ default: Catalogue });
    renderShell(<RemoteApp remote="catalog" />, { path: '/product/mixer', route: '/product/:key' });
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('names both platform versions in the fallback when the remote was built for another major', async () => {
    const refused = new Error('mfe_gallery needs @rental/platform ^2.0.0, but this page runs @rental/platform 1.0.0');
    const down = unavailableModule('mfe_gallery/App', refused);
    load.mockResolvedValue(down);
    renderShell(<RemoteApp remote="gallery" />, { path: '/gallery', route: '/gallery' });
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText(/needs @rental\/platform \^2\.0\.0, but this page runs @rental\/platform 1\.0\.0/)).toBeInTheDocument();
  });

  it('shows the fallback at once when the remote throws while rendering (no automatic retry), and Retry renders it again', async () => {
    load.mockResolvedValueOnce({ default: Crashing });
    load.mockResolvedValueOnce({ default: Catalogue });
    renderShell(<RemoteApp remote="gallery" />, { path: '/gallery', route: '/gallery' });
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(reportFailure).toHaveBeenCalledWith('gallery', 'gallery-1.0.0-abc', expect.objectContaining({ message: 'boom while rendering' }), false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
  });
});

describe('remoteFallbackPlugin', () => {
  const plugin = remoteFallbackPlugin();
  const emit = (lifecycle: string) =>
    (plugin.errorLoadRemote as (args: unknown) => unknown)({ id: 'mfe_booking/App', error: new Error('down'), lifecycle, from: 'runtime', origin: {} });

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('turns a failed loadRemote into a module whose component throws RemoteUnavailableError', () => {
    const module = emit('onLoad') as { default: () => unknown };
    expect(() => module.default()).toThrow(RemoteUnavailableError);
  });

  it('leaves other failures (shared modules) to the runtime', () => {
    expect(emit('beforeLoadShare')).toBeUndefined();
  });
});

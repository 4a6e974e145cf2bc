import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { renderShell } from '../test/renderShell';
import { RemoteApp, resetRemoteApps } from './RemoteApp';
import remoteFallbackPlugin, { unavailableModule } from './remoteFallbackPlugin';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { forgetRemote, loadRemoteApp } from './remotes';
import { forgetServerMarkup, keepServerMarkup } from './serverRendered';

jest.mock('./remotes', () => ({ loadRemoteApp: jest.fn(), forgetRemote: jest.fn() }));
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
    mockFetch();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the server's markup of this very page, inert, while the remote's code loads, then its App", async () => {
    // The shell server's page (pageHtml.ts): the markup in #root, kept before the shell's first render.
    // A document without a window: its address counts as '/'.
    const html = document.implementation.createHTMLDocument('');
    html.body.innerHTML = '<div id="root"><main data-server-rendered="catalog"><section><h1>Sound and light</h1><a href="/items">Browse Gear</a></section></main></div>';
    keepServerMarkup({ remote: 'catalog', entry: 'http://catalog.test/mf-manifest.json', queries: {} }, html);
    let loaded!: (module: { default: typeof Catalogue }) => void;
    load.mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    renderShell(<RemoteApp remote="catalog" />, { path: '/', route: '/' });
    const heading = await screen.findByRole('heading', { name: 'Sound and light', hidden: true });
    expect(heading.closest('.server-markup')).toHaveAttribute('inert');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    loaded({ default: Catalogue });
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sound and light', hidden: true })).not.toBeInTheDocument();
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

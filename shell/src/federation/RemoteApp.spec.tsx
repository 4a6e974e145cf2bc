import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { renderShell } from '../test/renderShell';
import { RemoteApp, resetRemoteApps } from './RemoteApp';
import remoteFallbackPlugin, { unavailableModule } from './remoteFallbackPlugin';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { forgetRemote, loadRemoteApp } from './remotes';

jest.mock('./remotes', () => ({ loadRemoteApp: jest.fn(), forgetRemote: jest.fn() }));
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

const Catalogue = () => <h1>Catalogue</h1>;
function Crashing(): never {
  throw new Error('boom while rendering');
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

  it("renders the remote's App", async () => {
    load.mockResolvedValue({ default: Catalogue });
    renderShell(<RemoteApp remote="catalog" />, { path: '/items', route: '/items' });
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('catalog');
  });

  it('shows the contained fallback when the remote is down, and Retry loads it again', async () => {
    load.mockResolvedValueOnce(unavailableModule('mfe_catalog/App', new TypeError('Failed to fetch')));
    load.mockResolvedValueOnce({ default: Catalogue });
    renderShell(<RemoteApp remote="catalog" />, { path: '/items', route: '/items' });
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(forgetRemote).toHaveBeenCalledWith('catalog');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Catalogue' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when the remote throws while rendering, and Retry renders it again', async () => {
    load.mockResolvedValueOnce({ default: Crashing });
    load.mockResolvedValueOnce({ default: Catalogue });
    renderShell(<RemoteApp remote="gallery" />, { path: '/gallery', route: '/gallery' });
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
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

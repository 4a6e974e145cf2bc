import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProviders, createAppStore, setApiUrl } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { App } from './App';
import { configureRemotes, fetchPublicRegistrations } from './federation/remotes';
import { TEST_REGISTRATIONS, TEST_REMOTES, manifestOf, manifestRoutes, rememberTestRemotes } from './test/remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerPlugins: jest.fn() }));
jest.mock('./federation/RemoteApp', () => ({
  RemoteApp: ({ remote }: { remote: string }) => <p>remote {remote} loaded</p>,
  RemoteLoading: () => <p>loading</p>,
}));

const DEMO_URL = 'http://demo.test/mf-manifest.json';
const DEMO = { paths: ['/demo', '/demo/:id'], nav: [{ to: '/demo', label: 'Demo', order: 45 }] };

function renderAt(path: string) {
  setApiUrl('http://localhost:3000');
  render(
    <PlatformProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </PlatformProviders>,
  );
}

describe('shell routes', () => {
  beforeEach(() => {
    mockFetch();
    rememberTestRemotes();
  });

  it.each([
    ['/booking', 'booking'],
    ['/bookings', 'booking'],
    ['/items', 'catalog'],
    ['/product/SPK-1', 'catalog'],
    ['/gallery', 'gallery'],
  ])('%s loads the %s remote inside the site layout, as it registered', async (path, remote) => {
    renderAt(path);
    expect(await screen.findByText(`remote ${remote} loaded`)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('an unknown path near /bookings is Error Not Found, not the booking remote', async () => {
    renderAt('/bookingz');
    expect(await screen.findByText('Error Not Found')).toBeInTheDocument();
    expect(screen.queryByText(/remote booking loaded/)).not.toBeInTheDocument();
  });

  it('routes the paths a fifth remote registered to it, and its nav entry takes its place by order', async () => {
    rememberTestRemotes({ ...TEST_REGISTRATIONS, demo: DEMO }, { ...TEST_REMOTES, demo: DEMO_URL });
    renderAt('/demo/7');
    expect(await screen.findByText('remote demo loaded')).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(0, 7)).toEqual(['Stage Rentals', 'Home', 'Items', 'Gallery', 'About', 'Demo', 'Contact']);
  });

  it("puts a 'full' layout remote's pages outside the nav bar layout", async () => {
    rememberTestRemotes({ ...TEST_REGISTRATIONS, demo: { ...DEMO, layout: 'full' } }, { ...TEST_REMOTES, demo: DEMO_URL });
    renderAt('/demo');
    expect(await screen.findByText('remote demo loaded')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it("gives a page of a remote that could not be reached (and was never seen) the contained fallback, and Retry brings it in", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(manifestRoutes({ demo: 503 }));
    configureRemotes({ ...TEST_REMOTES, demo: DEMO_URL });
    await act(() => fetchPublicRegistrations());
    renderAt('/demo');
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Error Not Found')).not.toBeInTheDocument();

    mockFetch(manifestRoutes({ demo: manifestOf('mfe_demo', DEMO) }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('remote demo loaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '/demo');
    jest.restoreAllMocks();
  });

  it("waits for a remote still answering before calling a path unknown", async () => {
    let answer: (value?: unknown) => void = () => undefined;
    mockFetch({ 'GET /mf-manifest.json': { body: manifestOf('mfe_demo', DEMO), delay: new Promise((resolve) => (answer = resolve)) } });
    configureRemotes({ demo: DEMO_URL });
    void fetchPublicRegistrations();
    renderAt('/demo');
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('Error Not Found')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('remote demo loaded')).toBeInTheDocument();
  });
});

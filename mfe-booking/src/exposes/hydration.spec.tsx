// The booking remote's pages as the shell server renders them (the elements
// @rental/platform/server's renderRemotePage wraps the App in) and as the shell hydrates them
// (shell/src/federation/HydratedRemote.tsx): the same markup, so React takes over the server's
// nodes without a mismatch, and the visitor's own parts (the cart) appear right after.
import { StrictMode, act } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProviders, addToCart, createAppStore } from '@rental/platform';
import type { AppStore } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import type { renderPage as RenderPage } from '../server/render';
import BookingApp from './App';

// React's Node server build schedules its work with setImmediate, which jsdom's window lacks.
globalThis.setImmediate ??= ((work: () => void) => setTimeout(work, 0)) as unknown as typeof setImmediate;

const SPEAKER = { _id: 'SPK-1', key: 'SPK-1', name: 'JBL EON615 Speaker', price: 1500, image: [], images: [], stock: 5 };

function page(store: AppStore, router: (app: ReactNode) => ReactNode) {
  return (
    <StrictMode>
      <PlatformProviders store={store} antd="scoped">
        {router(<BookingApp />)}
      </PlatformProviders>
    </StrictMode>
  );
}

/**
 * The server's markup of `path`, from the remote's server render (no visitor, no cart, no API read),
 * with modules of its own as on the server: React's server renderer leaves its last context values
 * (the StaticRouter's location) in the context objects it shares with the browser's renderer.
 */
async function serverMarkup(path: string): Promise<string> {
  const fetch = jest.fn();
  let rendered: Awaited<ReturnType<typeof RenderPage>> | undefined;
  await jest.isolateModulesAsync(async () => {
    const { renderPage } = await import('../server/render');
    rendered = await renderPage({ url: path, apiUrl: 'http://api.test', budgetMs: 5000, fetch });
  });
  expect(rendered?.status).toBe(200);
  expect(fetch).not.toHaveBeenCalled();
  return rendered!.html;
}

async function hydrate(path: string, html: string, store: AppStore) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, page(store, (app) => <MemoryRouter initialEntries={[path]}>{app}</MemoryRouter>), { onRecoverableError: recoverable });
  });
  return { container, recoverable };
}

// A server render, a hydration and a lazy page chunk each: seconds on a loaded machine.
jest.setTimeout(30_000);

describe("the booking remote's server markup, hydrated", () => {
  beforeEach(() =>
    mockFetch({
      'GET /api/products/SPK-1': { body: SPEAKER },
      'POST /api/orders/quote': { body: { total: 3000, days: 1, lines: [{ key: 'SPK-1', name: SPEAKER.name, price: 1500, qty: 2, lineTotal: 3000 }] } },
      'GET /api/terms': { body: { version: null, text: '', publishedAt: null } },
    }),
  );
  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('/booking: the heading and the dates form on the server, the cart after hydration, no mismatch', async () => {
    const html = await serverMarkup('/booking');
    expect(html).toContain('>Booking</h1>');
    expect(html).toContain('Rental dates');
    expect(html).toContain('Start date');
    expect(html).toContain('Loading your cart');
    expect(html).not.toContain('Your cart is empty');

    const store = createAppStore();
    store.dispatch(addToCart({ key: 'SPK-1', qty: 2 }));
    const { container, recoverable } = await hydrate('/booking', html, store);
    const heading = container.querySelector('h1');
    expect(await screen.findByRole('heading', { name: SPEAKER.name })).toBeInTheDocument();
    expect(screen.getByTestId('summary-items')).toHaveTextContent('2');
    expect(screen.queryByText('Loading your cart…')).not.toBeInTheDocument();
    // The server's heading became React's: hydrated, not rendered again.
    expect(container.querySelector('h1')).toBe(heading);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('/booking with an empty cart: the empty state after hydration', async () => {
    const { recoverable } = await hydrate('/booking', await serverMarkup('/booking'), createAppStore());
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Items' })).toHaveAttribute('href', '/items');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('/bookings: the loading state on the server (a visitor\'s own bookings), the page after hydration', async () => {
    localStorage.setItem('token', 'customer-token');
    mockFetch({ 'GET /api/users/': { body: { _id: 'u1', email: 'customer@example.com', role: 'customer', name: 'Sam' } }, 'GET /api/orders': { body: [] } });
    const html = await serverMarkup('/bookings');
    expect(html).toContain('Loading…');
    expect(html).not.toContain('My bookings');
    const { recoverable } = await hydrate('/bookings', html, createAppStore());
    expect(await screen.findByRole('heading', { name: 'My bookings', level: 1 })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });
});

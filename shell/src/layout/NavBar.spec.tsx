import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { configureRemotes } from '../federation/remotes';
import { demoUser, renderShell } from '../test/renderShell';
import { TEST_REGISTRATIONS, TEST_REMOTES, manifestOf, manifestRoutes, rememberTestRemotes } from '../test/remotes';
import { NavBar } from './NavBar';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerPlugins: jest.fn() }));

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const STAFF = { adminOnly: true, layout: 'full', paths: ['/staff/*'], nav: [{ to: '/staff/', label: 'Staff', order: 75 }] };

describe('NavBar', () => {
  // The four remotes' registrations as a returning visitor's browser remembers them.
  beforeEach(() => rememberTestRemotes());

  it('shows a visitor Home, Items, Gallery, About, Contact, Login and Register, and no Admin', () => {
    mockFetch();
    renderShell(<NavBar />, { route: '/items', path: '/items' });
    for (const label of ['Home', 'Items', 'Gallery', 'About', 'Contact']) {
      expect(mainNav().getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(mainNav().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(mainNav().getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(mainNav().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'My bookings' })).not.toBeInTheDocument();
    expect(mainNav().queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows a signed-in customer My bookings (→ /bookings) in the bar and in the mobile menu', async () => {
    localStorage.setItem('token', 'tok-customer');
    mockFetch({ 'GET /api/users/': { body: demoUser('customer') } });
    renderShell(<NavBar />, { route: '/items', path: '/items' });
    expect(await mainNav().findByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(mainNav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Stage Rentals', 'Home', 'Items', 'Gallery', 'About', 'Contact', 'My bookings', '', 'Account']);
    expect(mainNav().getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    await userEvent.setup().click(screen.getByLabelText('Open menu', { selector: 'button' }));
    const mobile = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(mobile.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(mobile.getByRole('link', { name: 'Booking' })).toHaveAttribute('href', '/booking');
    expect(mobile.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(mobile.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('marks My bookings as the current page on /bookings', async () => {
    localStorage.setItem('token', 'tok-customer');
    mockFetch({ 'GET /api/users/': { body: demoUser('customer') } });
    renderShell(<NavBar />, { route: '/bookings', path: '/bookings' });
    expect(await mainNav().findByRole('link', { name: 'My bookings' })).toHaveClass('active');
    expect(mainNav().getByRole('link', { name: 'Items' })).not.toHaveClass('active');
  });

  it('shows the Admin link and Logout once GET /api/users/ says admin', async () => {
    localStorage.setItem('token', 'tok-admin');
    mockFetch({ 'GET /api/users/': { body: demoUser('admin') } });
    renderShell(<NavBar />, { route: '/items', path: '/items' });
    expect(await mainNav().findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/');
    expect(mainNav().getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(mainNav().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('hides the Admin link from a signed-in customer', async () => {
    localStorage.setItem('token', 'tok-customer');
    mockFetch({ 'GET /api/users/': { body: demoUser('customer') } });
    renderShell(<NavBar />, { route: '/items', path: '/items' });
    expect(await mainNav().findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('links the cart icon to /booking with the number of items in the cart', () => {
    mockFetch();
    const { store } = renderShell(<NavBar />, { route: '/items', path: '/items' });
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/booking');
    act(() => {
      store.dispatch(addToCart({ key: 'SPK-1' }));
      store.dispatch(addToCart({ key: 'SPK-1' }));
      store.dispatch(addToCart({ key: 'LGT-2' }));
    });
    const cart = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/booking');
    expect(within(cart).getByText('3')).toBeInTheDocument();
  });

  it('keeps the closed mobile menu out of the tab order (inert), and opens it reachable', async () => {
    mockFetch();
    const { container } = renderShell(<NavBar />, { route: '/items', path: '/items' });
    const drawer = container.querySelector('.site-drawer') as HTMLElement;
    expect(drawer).toHaveAttribute('aria-hidden', 'true');
    expect(drawer).toHaveAttribute('inert');
    await userEvent.setup().click(screen.getByLabelText('Open menu', { selector: 'button' }));
    expect(drawer).not.toHaveAttribute('inert');
    expect(drawer).toHaveAttribute('aria-hidden', 'false');
  });

  it('offers the same links plus Booking in the mobile menu', async () => {
    mockFetch();
    renderShell(<NavBar />, { route: '/items', path: '/items' });
    // The menu button is display:none at desktop width (jsdom applies the nav bar's CSS).
    await userEvent.setup().click(screen.getByLabelText('Open menu', { selector: 'button' }));
    const mobile = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    for (const label of ['Home', 'Items', 'Gallery', 'About', 'Contact', 'Booking', 'Login', 'Register']) {
      expect(mobile.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(mobile.queryByRole('link', { name: 'My bookings' })).not.toBeInTheDocument();
    expect(mobile.getByRole('link', { name: 'Booking' })).toHaveAttribute('href', '/booking');
  });

  it('signs out with Logout: the token is removed', async () => {
    localStorage.setItem('token', 'tok-customer');
    mockFetch({ 'GET /api/users/': { body: demoUser('customer') } });
    renderShell(<NavBar />, { route: '/items', path: '/items' });
    await userEvent.setup().click(await mainNav().findByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
  });

  it("places a fifth remote's registered entry by its order, in the bar and the mobile menu", async () => {
    mockFetch();
    rememberTestRemotes({ ...TEST_REGISTRATIONS, demo: { paths: ['/demo'], nav: [{ to: '/demo', label: 'Demo', order: 45 }] } }, { ...TEST_REMOTES, demo: 'http://demo.test/mf-manifest.json' });
    renderShell(<NavBar />, { route: '/items', path: '/items' });
    expect(mainNav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Stage Rentals', 'Home', 'Items', 'Gallery', 'About', 'Demo', 'Contact', '', 'Login', 'Register']);
    await userEvent.setup().click(screen.getByLabelText('Open menu', { selector: 'button' }));
    const mobile = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(mobile.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '/demo');
  });

  it("shows an admin-only remote's entry only to an admin, from its manifest fetched once the API confirmed the admin", async () => {
    localStorage.setItem('token', 'tok-admin');
    let confirm: (value?: unknown) => void = () => undefined;
    const network = mockFetch({
      'GET /api/users/': { body: demoUser('admin'), delay: new Promise((resolve) => (confirm = resolve)) },
      ...manifestRoutes({ staff: manifestOf('mfe_staff', STAFF) }),
    });
    configureRemotes({ staff: { manifest: 'http://staff.test/mf-manifest.json', adminOnly: true } });
    renderShell(<NavBar />, { route: '/items', path: '/items' });
    await screen.findByRole('link', { name: 'Login' });
    expect(network.callsTo('GET', '/mf-manifest.json')).toHaveLength(0);
    confirm();
    expect(await mainNav().findByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/staff/');
    expect(network.callsTo('GET', '/mf-manifest.json')).toHaveLength(1);
  });

  it("never fetches an admin-only remote's manifest for a customer", async () => {
    localStorage.setItem('token', 'tok-customer');
    const network = mockFetch({ 'GET /api/users/': { body: demoUser('customer') }, ...manifestRoutes({ staff: manifestOf('mfe_staff', STAFF) }) });
    configureRemotes({ staff: { manifest: 'http://staff.test/mf-manifest.json', adminOnly: true } });
    renderShell(<NavBar />, { route: '/items', path: '/items' });
    expect(await mainNav().findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(network.callsTo('GET', '/mf-manifest.json')).toHaveLength(0);
  });
});

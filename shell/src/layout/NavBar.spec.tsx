import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart } from '@rental/platform';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { demoUser, renderShell } from '../test/renderShell';
import { NavBar } from './NavBar';

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('NavBar', () => {
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
    expect(mainNav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Stage Rentals', 'Home', 'Items', 'Gallery', 'About', 'Contact', 'My bookings', '']);
    await userEvent.setup().click(screen.getByLabelText('Open menu', { selector: 'button' }));
    const mobile = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(mobile.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
    expect(mobile.getByRole('link', { name: 'Booking' })).toHaveAttribute('href', '/booking');
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
});

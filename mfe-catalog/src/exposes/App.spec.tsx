import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { page, renderCatalogue, speaker } from '../test/renderCatalogue';

describe('catalog remote App', () => {
  // First in this file: later tests find the home page's chunk already loaded.
  it("shows home's hero while the home page's code is still loading", async () => {
    mockFetch({ 'GET /api/products': { body: page([speaker]) } });
    renderCatalogue('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Sound and light for every stage' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Featured gear' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Featured gear' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('picks the page from the address and moves between them in the same router', async () => {
    mockFetch({ 'GET /api/products': { body: page([speaker]) }, 'GET /api/products/SPK-1': { body: speaker } });
    renderCatalogue('/');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Featured gear' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse Gear' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'JBL EON 715 Speaker' }));
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/product/SPK-1');
    await user.click(screen.getByRole('link', { name: '← All gear' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
  });

  it("a product opened from a searched list goes back to that list with '← All gear'", async () => {
    mockFetch({ 'GET /api/products': { body: page([speaker]) }, 'GET /api/products/SPK-1': { body: speaker } });
    renderCatalogue('/items?q=jbl&sort=price-desc&view=list');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'JBL EON 715 Speaker' }));
    await screen.findByRole('button', { name: 'Add to Cart' });
    await user.click(screen.getByRole('link', { name: '← All gear' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/items?q=jbl&sort=price-desc&view=list');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('jbl');
  });

  it('a product opened from home or a shared link goes back to the whole catalogue', async () => {
    mockFetch({ 'GET /api/products': { body: page([speaker]) }, 'GET /api/products/SPK-1': { body: speaker } });
    renderCatalogue('/product/SPK-1');
    await screen.findByRole('button', { name: 'Add to Cart' });
    expect(screen.getByRole('link', { name: '← All gear' })).toHaveAttribute('href', '/items');
  });
});

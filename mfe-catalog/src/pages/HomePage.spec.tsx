import { screen, within } from '@testing-library/react';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { page, product, queryOf, renderCatalogue, speaker } from '../test/renderCatalogue';

describe('home page', () => {
  it("has the hero's 'Browse Gear' and 'Quick Book' links and three feature cards", async () => {
    mockFetch({ 'GET /api/products': { body: page([speaker]) } });
    renderCatalogue('/');
    // The hero is there while the page's code loads (App.tsx); the rest comes with the page.
    const features = await screen.findByRole('region', { name: 'Why rent with us' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sound and light for every stage' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Gear' })).toHaveAttribute('href', '/items');
    // Quick Book leads to the catalogue's list (an empty cart said only 'Your cart is empty') and says what it does.
    const quickBook = screen.getByRole('link', { name: 'Quick Book' });
    expect(quickBook).toHaveAttribute('href', '/items?view=list');
    expect(quickBook).toHaveAccessibleDescription('Quick Book: pick your gear from the list, then choose your dates and book from your cart.');
    expect(within(features).getAllByRole('heading')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Not sure what your event needs?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask an expert' })).toHaveAttribute('href', '/contact');
  });

  it('shows skeletons, then the first 8 products from one small request, each linking to its page with a badge', async () => {
    let release!: () => void;
    const products = Array.from({ length: 8 }, (_, i) => product(i + 1, { availability: i !== 3 }));
    const network = mockFetch({ 'GET /api/products': { body: page(products, { total: 30, limit: 8 }), delay: new Promise<void>((r) => (release = r)) } });
    renderCatalogue('/');
    expect(await screen.findByRole('status', { name: 'Loading featured gear' })).toBeInTheDocument();
    release();
    const featured = await screen.findByRole('list', { name: 'Featured gear' });
    const cards = within(featured).getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    expect(within(cards[0]).getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/product/KEY-1');
    expect(within(cards[0]).getByText('Available')).toBeInTheDocument();
    expect(within(cards[3]).getByText('Not Available')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading featured gear' })).not.toBeInTheDocument();
    const calls = network.callsTo('GET', '/api/products');
    expect(calls).toHaveLength(1);
    expect(queryOf(calls[0].url)).toMatchObject({ page: '1', limit: '8' });
  });

  it('never shows more than 8 featured products, even if the server sends more', async () => {
    mockFetch({ 'GET /api/products': { body: page(Array.from({ length: 12 }, (_, i) => product(i + 1))) } });
    renderCatalogue('/');
    const featured = await screen.findByRole('list', { name: 'Featured gear' });
    expect(within(featured).getAllByRole('listitem')).toHaveLength(8);
  });

  it('keeps the page usable when the products cannot be loaded', async () => {
    mockFetch({ 'GET /api/products': { status: 500, body: { error: 'Database unavailable', statusCode: 500 } } });
    renderCatalogue('/');
    expect(await screen.findByText('Featured gear is not available right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the catalogue' })).toHaveAttribute('href', '/items');
    expect(screen.getByRole('link', { name: 'Browse Gear' })).toBeInTheDocument();
  });
});

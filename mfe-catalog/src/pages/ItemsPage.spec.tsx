import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, mockNetworkDown } from '@rental/platform/jest/fetchMock';
import type { RecordedCall } from '@rental/platform/jest/fetchMock';
import { page, parLight, product, queryOf, renderCatalogue, speaker } from '../test/renderCatalogue';

const address = () => screen.getByTestId('address').textContent;
const productCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/products').map((call) => queryOf(call.url));

describe('catalogue at /items', () => {
  it('shows skeletons while loading, then every card with Free Shipping, rating, price and struck-through old price', async () => {
    let release!: () => void;
    mockFetch({ 'GET /api/products': { body: page([speaker, parLight]), delay: new Promise<void>((r) => (release = r)) } });
    renderCatalogue('/items');
    expect(await screen.findByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Showing 2 of 2 products')).toBeInTheDocument();
    const cards = within(await screen.findByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(within(card).getByText('Free Shipping')).toBeInTheDocument();
      expect(within(card).getByLabelText('Rated 4.5 out of 5')).toBeInTheDocument();
    }
    expect(within(cards[0]).getByText('Rs 1,500.00')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Rs 1,800.00').closest('s')).not.toBeNull();
    expect(within(cards[1]).getByText('Rs 850.00')).toBeInTheDocument();
    expect(cards[1].querySelector('s')).toBeNull();
    expect(within(cards[0]).getByRole('link', { name: 'JBL EON 715 Speaker' })).toHaveAttribute('href', '/product/SPK-1');
    expect(within(cards[1]).getByText('Not Available')).toBeInTheDocument();
    expect(cards[0].querySelector('img')).toHaveAttribute('loading');
  });

  it("offers 'All Categories' plus the categories, and sorting by name, price or category", async () => {
    mockFetch({ 'GET /api/products': { body: page([speaker, parLight]) } });
    renderCatalogue('/items');
    const category = await screen.findByRole('combobox', { name: 'Category' });
    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Categories', 'Audio', 'Lights']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Name (A to Z)', 'Price: low to high', 'Price: high to low', 'Category']);
  });

  it('restores search, category, sort, view and page from the address and asks the server for exactly that page', async () => {
    const network = mockFetch({ 'GET /api/products': { body: page([parLight], { page: 2, total: 25 }) } });
    renderCatalogue('/items?q=par&category=lights&sort=price-desc&view=list&page=2');
    expect(await screen.findByText('Showing 1 of 25 products')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('par');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('lights');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('list', { name: 'Products' })).toHaveClass('cat-grid--list');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(productCalls(network.calls)).toEqual([{ page: '2', limit: '24', q: 'par', category: 'lights', sort: 'price', order: 'desc' }]);
  });

  it('searches on the server once the visitor pauses typing, and keeps the search in the address', async () => {
    const network = mockFetch({
      'GET /api/products': (call) => {
        const query = queryOf(call.url);
        return { body: query.q === 'mega par' ? page([parLight]) : page([speaker, parLight], { page: Number(query.page), total: 100 }) };
      },
    });
    renderCatalogue('/items?page=3');
    await screen.findByText('Showing 2 of 100 products');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mega par');
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();
    const queries = productCalls(network.calls);
    // One request for the page and one for the finished words, none per keystroke; a new search starts at page 1.
    expect(queries).toHaveLength(2);
    expect(queries[1]).toMatchObject({ q: 'mega par', page: '1' });
    expect(address()).toBe('/items?q=mega+par');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('mega par');
  });

  it('filters by category, sorts and switches to list view, each kept in the address', async () => {
    const network = mockFetch({ 'GET /api/products': { body: page([speaker, parLight]) } });
    renderCatalogue('/items?page=2');
    await screen.findByText('Showing 2 of 2 products');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'audio');
    await waitFor(() => expect(address()).toBe('/items?category=audio'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price');
    await waitFor(() => expect(address()).toBe('/items?category=audio&sort=price'));
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(address()).toBe('/items?category=audio&sort=price&view=list');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('list', { name: 'Products' })).toHaveClass('cat-grid--list');
    const queries = productCalls(network.calls);
    expect(queries.at(-1)).toMatchObject({ category: 'audio', sort: 'price', order: 'asc', page: '1' });
    // The view is only how the page shows the same products: no request for it.
    expect(queries.filter((q) => q.sort === 'price')).toHaveLength(1);
  });

  it('pages through the results with Previous and Next links', async () => {
    mockFetch({
      'GET /api/products': (call) => {
        const pageNo = Number(queryOf(call.url).page);
        return { body: page([product(pageNo * 100)], { page: pageNo, total: 60 }) };
      },
    });
    renderCatalogue('/items?sort=category');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).queryByRole('link', { name: 'Previous' })).toBeNull();
    await userEvent.setup().click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(address()).toBe('/items?sort=category&page=2');
    expect(await screen.findByRole('link', { name: 'Product 200' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/items?sort=category');
  });

  it('moves a page past the end of the results to the last page', async () => {
    mockFetch({
      'GET /api/products': (call) => {
        const pageNo = Number(queryOf(call.url).page);
        return { body: page(pageNo > 2 ? [] : [product(pageNo)], { page: pageNo, total: 30 }) };
      },
    });
    renderCatalogue('/items?page=9');
    await waitFor(() => expect(address()).toBe('/items?page=2'));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  });

  it("says 'No products found' when nothing matches, and clears the search on request", async () => {
    mockFetch({ 'GET /api/products': (call) => ({ body: page(queryOf(call.url).q ? [] : [speaker]) }) });
    renderCatalogue('/items?q=theremin&category=audio');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 products')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search and category' }));
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();
    expect(address()).toBe('/items');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it("shows 'Failed to load products' and the toast 'Failed to fetch products'; Try Again retries", async () => {
    mockNetworkDown();
    renderCatalogue('/items');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load products')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch products')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).toBeNull();

    mockFetch({ 'GET /api/products': { body: page([speaker]) } });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load products')).toBeNull();
  });

  it("toasts the server's error text when it sends one", async () => {
    mockFetch({ 'GET /api/products': { status: 400, body: { error: 'q must be at most 100 characters', statusCode: 400 } } });
    renderCatalogue('/items');
    expect(await screen.findByText('Failed to load products')).toBeInTheDocument();
    expect(await screen.findByText('q must be at most 100 characters')).toBeInTheDocument();
  });
});

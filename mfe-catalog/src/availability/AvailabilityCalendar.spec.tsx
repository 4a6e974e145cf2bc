import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { queryOf, renderCatalogue, speaker } from '../test/renderCatalogue';
import { addDays } from '@rental/money-days/days';

const TODAY = '2026-11-22';
const AVAILABILITY = `GET /api/products/${speaker.key}/availability`;

/** The API's answer for 60 days from TODAY: `free(date)` units free of `stock`. */
function availability(free: (date: string) => number, stock = 3) {
  const days = Array.from({ length: 60 }, (_, i) => addDays(TODAY, i)).map((date) => ({ date, free: free(date) }));
  return { key: speaker.key, stock, start: TODAY, end: addDays(TODAY, 60), days, free: Math.min(...days.map((d) => d.free)) };
}

// 1-2 December fully booked, 3 December one unit out, the rest all free.
const BOOKED = availability((date) => ({ '2026-12-01': 0, '2026-12-02': 0, '2026-12-03': 2 })[date] ?? 3);

const calendar = () => screen.getByRole('region', { name: 'Free units in the next 60 days' });
const day = (name: string) => within(calendar()).getByRole('cell', { name });
/** Waits for a day of the filled-in calendar (role queries over 60+ cells are slow on a busy machine). */
const findDay = (name: string) => screen.findByRole('cell', { name }, { timeout: 5000 });

describe('availability calendar on the product page', () => {
  beforeEach(() => {
    // Only the clock's date is fixed: timers stay real for the API client and Testing Library.
    // 00:30 on 22 November in the visitor's time zone (already the 22nd there, whatever UTC says).
    jest.useFakeTimers({
      now: new Date(2026, 10, 22, 0, 30),
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
  });
  afterEach(() => jest.useRealTimers());

  it("asks for the 60 days from the visitor's today and shows each day's free units with a name", async () => {
    const network = mockFetch({ [`GET /api/products/${speaker.key}`]: { body: { ...speaker, stock: 3 } }, [AVAILABILITY]: { body: BOOKED } });
    renderCatalogue(`/product/${speaker.key}`);
    expect(await findDay('22 November: 3 of 3 free')).toBeInTheDocument();
    const [call] = network.callsTo('GET', `/api/products/${speaker.key}/availability`);
    expect(queryOf(call.url)).toEqual({ start: '2026-11-22', end: '2027-01-21' });
    expect(network.callsTo('GET', `/api/products/${speaker.key}/availability`)).toHaveLength(1);

    expect(day('1 December: 0 of 3 free')).toHaveTextContent('10');
    expect(day('3 December: 2 of 3 free')).toHaveTextContent('32');
    expect(day('4 December: 3 of 3 free')).toHaveTextContent('43');
    // Exactly the 60 days carry a count: 22 November to 20 January.
    const counted = within(calendar()).getAllByRole('cell', { name: / of 3 free$/ });
    expect(counted).toHaveLength(60);
    expect(counted[0]).toHaveAccessibleName('22 November: 3 of 3 free');
    expect(counted[59]).toHaveAccessibleName('20 January: 3 of 3 free');
    expect(screen.getByText('3 units in stock')).toBeInTheDocument();
  });

  it('shows all free, some free and none free differently, and explains them in a legend', async () => {
    mockFetch({ [`GET /api/products/${speaker.key}`]: { body: speaker }, [AVAILABILITY]: { body: BOOKED } });
    renderCatalogue(`/product/${speaker.key}`);
    const none = await findDay('2 December: 0 of 3 free');
    const some = day('3 December: 2 of 3 free');
    const all = day('4 December: 3 of 3 free');
    expect(none).toHaveClass('cat-avail--none');
    expect(some).toHaveClass('cat-avail--some');
    expect(all).toHaveClass('cat-avail--all');
    // Not by colour alone: the stylesheet strikes through a booked-out day and dashes a part-booked one.
    const css = document.head.querySelector('style[data-href="mfe-catalog-availability"]')?.textContent ?? '';
    expect(css).toMatch(/\.cat-avail--none \.cat-avail__date[^{]*\{[^}]*line-through/);
    expect(css).toMatch(/\.cat-avail--some \{[^}]*dashed/);
    const legend = within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual(['All units free', 'Some free', 'None free (booked)']);
    // Each legend sample wears the look of the days it explains.
    expect(legend.map((item) => item.querySelector('.cat-avail__swatch')?.className)).toEqual(['cat-avail__swatch cat-avail--all', 'cat-avail__swatch cat-avail--some', 'cat-avail__swatch cat-avail--none']);
  });

  it('lays the days out in month grids with weekday headers, each month on its own', async () => {
    mockFetch({ [`GET /api/products/${speaker.key}`]: { body: speaker }, [AVAILABILITY]: { body: BOOKED } });
    renderCatalogue(`/product/${speaker.key}`);
    await findDay('22 November: 3 of 3 free');
    const months = within(calendar()).getAllByRole('table');
    expect(months.map((table) => within(table).getByText(/\d{4}$/).textContent)).toEqual(['November 2026', 'December 2026', 'January 2027']);
    const [november, december, january] = months;
    expect(within(december).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // 30 November is the last day in November's grid and not repeated in December's; 1 December is a Tuesday.
    expect(within(november).getByRole('cell', { name: '30 November: 3 of 3 free' })).toBeInTheDocument();
    expect(within(december).queryByRole('cell', { name: /November/ })).toBeNull();
    const firstWeek = within(december).getAllByRole('row')[1];
    expect(within(firstWeek).getAllByRole('cell')[1]).toHaveAccessibleName('1 December: 0 of 3 free');
    expect(within(firstWeek).getAllByRole('cell')[0]).toHaveTextContent('');
    // Days before today and after the 60th are shown faintly, with no count.
    expect(within(january).queryByRole('cell', { name: /^21 January/ })).toBeNull();
    expect(within(november).queryByRole('cell', { name: /^21 November/ })).toBeNull();
  });

  it('keeps the grids in place while loading, then fills them in', async () => {
    let release!: () => void;
    mockFetch({
      [`GET /api/products/${speaker.key}`]: { body: speaker },
      [AVAILABILITY]: { body: BOOKED, delay: new Promise<void>((resolve) => (release = resolve)) },
    });
    renderCatalogue(`/product/${speaker.key}`);
    expect(await screen.findByText('Loading availability')).toHaveAttribute('role', 'status');
    expect(within(calendar()).getAllByRole('table')).toHaveLength(3);
    expect(calendar().querySelectorAll('.cat-avail__day--loading')).toHaveLength(60);
    release();
    expect(await findDay('1 December: 0 of 3 free')).toBeInTheDocument();
    expect(screen.queryByText('Loading availability')).toBeNull();
    expect(calendar().querySelectorAll('.cat-avail__day--loading')).toHaveLength(0);
  });

  it("says 'Availability could not be loaded' without breaking the page, and Try Again asks again", async () => {
    let fail = true;
    const network = mockFetch({
      [`GET /api/products/${speaker.key}`]: { body: speaker },
      [AVAILABILITY]: () => (fail ? { status: 500, body: { error: 'Internal server error', statusCode: 500 } } : { body: availability(() => 1, 1) }),
    });
    renderCatalogue(`/product/${speaker.key}`);
    expect(await screen.findByText('Availability could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'JBL EON 715 Speaker' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(within(calendar()).queryByRole('table')).toBeNull();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await findDay('22 November: 1 of 1 free')).toBeInTheDocument();
    expect(screen.queryByText('Availability could not be loaded')).toBeNull();
    expect(network.callsTo('GET', `/api/products/${speaker.key}/availability`)).toHaveLength(2);
  });

  it('says "1 unit in stock" for a single unit, and nothing about stock when the product view has none', async () => {
    mockFetch({ [`GET /api/products/${speaker.key}`]: { body: { ...speaker, stock: 1 } }, [AVAILABILITY]: { body: availability(() => 1, 1) } });
    const view = renderCatalogue(`/product/${speaker.key}`);
    expect(await screen.findByText('1 unit in stock')).toBeInTheDocument();
    view.unmount();
    // An API that sends no stock.
    mockFetch({ [`GET /api/products/${speaker.key}`]: { body: { ...speaker, stock: undefined } }, [AVAILABILITY]: { body: availability(() => 1, 1) } });
    renderCatalogue(`/product/${speaker.key}`);
    await screen.findByRole('heading', { level: 1, name: 'JBL EON 715 Speaker' });
    expect(screen.queryByText(/in stock/)).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { today } from '@rental/money-days/days';
import type { RunStop, Runs } from '@rental/platform/types';
import { fill, renderAdmin } from '../test/renderAdmin';

jest.setTimeout(120_000); // antd's modal mounts cold in jsdom on a busy machine

const stop = (orderId: string, overrides: Partial<RunStop> = {}): RunStop => ({
  kind: 'delivery',
  window: '09:00-12:00',
  orderId,
  status: 'approved',
  stage: 'approved',
  actions: ['pickup'],
  done: false,
  doneAt: null,
  customer: `Customer of ${orderId}`,
  email: `${orderId.toLowerCase()}@example.com`,
  phone: '+94 77 123 4567',
  street: '12 Galle Road',
  city: 'Colombo',
  notes: '',
  items: [{ key: 'SPK-1', name: 'Speaker', qty: 2, units: ['SPK-1-01', 'SPK-1-02'] }],
  ...overrides,
});

// The server sends the stops in time order: by window, deliveries before collections, then by order.
const DAY: Runs = {
  date: today(),
  stops: [
    stop('ORD0001', { notes: 'Gate code 1234' }),
    stop('ORD0002', { status: 'Pending', stage: 'Pending', actions: ['approve', 'reject', 'cancel'] }),
    stop('ORD0003', { kind: 'collection', stage: 'Out', actions: ['extend', 'return'], street: '5 Temple Road', city: 'Kandy', items: [{ key: 'PAR-64', name: 'Par can', qty: 4, units: [] }] }),
    stop('ORD0004', { window: '13:00-17:00', stage: 'Out', actions: ['extend', 'return'], done: true, doneAt: '2026-12-01T09:40:00' }),
    stop('ORD0005', { window: '13:00-17:00', kind: 'collection', actions: ['pickup'] }),
  ],
};

const runsTable = async () => (await screen.findByRole('table', { name: /^Deliveries and collections on / }, { timeout: 30_000 })) as HTMLElement;
const rowOf = (table: HTMLElement, orderId: string) => within(table).getByText(new RegExp(`^${orderId}`)).closest('tr') as HTMLElement;

describe('RunsPage', () => {
  it("lists the day's stops in time order, with the address, phone, items, units and what each stop still needs", async () => {
    const { network } = renderAdmin('/admin/runs', { 'GET /api/admin/runs': { body: DAY } });
    const table = await runsTable();
    await within(table).findByText('ORD0001');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual(['ORD0001', 'ORD0002 (Pending)', 'ORD0003', 'ORD0004', 'ORD0005']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['09:00-12:00', '09:00-12:00', '09:00-12:00', '13:00-17:00', '13:00-17:00']);
    expect(rows[0]).toHaveTextContent('Delivery');
    expect(rows[0]).toHaveTextContent('12 Galle Road, Colombo');
    expect(rows[0]).toHaveTextContent('Gate code 1234');
    expect(rows[0]).toHaveTextContent('2 × Speaker (SPK-1-01, SPK-1-02)');
    expect(within(rows[0]).getByRole('link', { name: '+94 77 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
    expect(within(rows[0]).getByRole('button', { name: 'Delivered ORD0001' })).toBeEnabled();
    expect(rows[1]).toHaveTextContent('Not approved yet');
    expect(rows[2]).toHaveTextContent('Collection');
    expect(rows[2]).toHaveTextContent('5 Temple Road, Kandy');
    expect(within(rows[2]).getByRole('button', { name: 'Collected ORD0003' })).toBeEnabled();
    expect(rows[3]).toHaveTextContent('Delivered 1 Dec 2026, 09:40');
    expect(within(rows[3]).queryByRole('button')).toBeNull();
    expect(rows[4]).toHaveTextContent('Not delivered yet');
    expect(new URL(network.callsTo('GET', '/api/admin/runs')[0].url).searchParams.get('date')).toBe(today());
  });

  it('marks a delivery done with the order pick-up and a collection with its return, then asks for the day again', async () => {
    const { network } = renderAdmin('/admin/runs', {
      'GET /api/admin/runs': { body: DAY },
      'PUT /api/orders/ORD0001/pickup': { body: { message: 'Order ORD0001 picked up' } },
      'PUT /api/orders/ORD0003/return': { body: { message: 'Order ORD0003 returned' } },
    });
    const user = userEvent.setup();
    const table = await runsTable();
    await user.click(await within(table).findByRole('button', { name: 'Delivered ORD0001' }));
    expect(await screen.findByText('ORD0001 delivered')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/orders/ORD0001/pickup')).toHaveLength(1);
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/runs').length).toBeGreaterThanOrEqual(2));

    await user.click(within(rowOf(await runsTable(), 'ORD0003')).getByRole('button', { name: 'Collected ORD0003' }));
    expect(await screen.findByText('ORD0003 collected')).toBeInTheDocument();
    // The whole deposit back: no amount is sent.
    expect(network.callsTo('PUT', '/api/orders/ORD0003/return')[0].body).toEqual({});
  });

  it('asks before delivering ahead of the start date, then sends early', async () => {
    const { network } = renderAdmin('/admin/runs', {
      'GET /api/admin/runs': { body: DAY },
      'PUT /api/orders/ORD0001/pickup': (call) =>
        (call.body as { early?: boolean } | undefined)?.early
          ? { body: { message: 'Order ORD0001 picked up' } }
          : { status: 409, body: { error: 'ORD0001 starts on 2026-12-02: deliver it early?', early: true, statusCode: 409 } },
    });
    const user = userEvent.setup();
    const table = await runsTable();
    await user.click(await within(table).findByRole('button', { name: 'Delivered ORD0001' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Deliver before the start date?');
    expect(confirm).toHaveTextContent('ORD0001 starts on 2026-12-02: deliver it early?');
    await user.click(within(confirm).getByRole('button', { name: 'Deliver now' }));
    expect(await screen.findByText('ORD0001 delivered')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/orders/ORD0001/pickup').map((call) => call.body)).toEqual([undefined, { early: true }]);
  });

  it("shows the server's error when a stop cannot be marked done", async () => {
    renderAdmin('/admin/runs', {
      'GET /api/admin/runs': { body: DAY },
      'PUT /api/orders/ORD0003/return': { status: 409, body: { error: 'ORD0003 has not been picked up', statusCode: 409 } },
    });
    const user = userEvent.setup();
    const table = await runsTable();
    await user.click(await within(table).findByRole('button', { name: 'Collected ORD0003' }));
    expect(await screen.findByText('ORD0003 has not been picked up')).toBeInTheDocument();
  });

  it('asks for another day when the date changes, and says when there is nothing that day', async () => {
    const { network } = renderAdmin('/admin/runs', {
      'GET /api/admin/runs': (call) => {
        const date = new URL(call.url).searchParams.get('date') as string;
        return { body: date === '2027-01-05' ? { date, stops: [] } : DAY };
      },
    });
    const user = userEvent.setup();
    await within(await runsTable()).findByText('ORD0001');
    await fill(user, screen.getByLabelText('Day'), '2027-01-05');
    expect(await screen.findByText('Nothing to deliver or collect on this day')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Deliveries and collections on 2027-01-05' })).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/admin/runs').some((call) => new URL(call.url).searchParams.get('date') === '2027-01-05')).toBe(true);
  });
});

import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProviders, createAppStore, setApiUrl } from '@rental/platform';
import { mockFetch, type Route } from '@rental/platform/jest/fetchMock';
import type { Unit } from '../api/unitsApi';
import { UnitsPanel } from './UnitsPanel';

// antd's table is slow to mount in jsdom the first time, on a busy machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const unit = (n: number, overrides: Partial<Unit> = {}): Unit => ({
  tag: `LGT-005-0${n}`,
  productKey: 'LGT-005',
  productName: 'Moving head',
  status: 'available',
  orderId: null,
  repairReason: null,
  repairBackOn: null,
  ...overrides,
});

const refusal = {
  error: '3 units of Moving head are booked on 2026-12-05 by ORD0012, ORD0015: retiring LGT-005-03 would leave 2. Send force: true to do it anyway and rearrange those bookings.',
  statusCode: 409,
  bookings: ['ORD0012', 'ORD0015'],
  from: '2026-12-05',
  to: '2026-12-05',
};

function renderPanel(stock: number, routes: Record<string, Route>) {
  setApiUrl('http://localhost:3000');
  localStorage.setItem('token', 'tok-admin');
  const network = mockFetch(routes);
  render(
    <PlatformProviders store={createAppStore()}>
      <UnitsPanel productKey="LGT-005" stock={stock} />
    </PlatformProviders>,
  );
  return network;
}

describe('UnitsPanel', () => {
  it('says how much of the stock is tagged and adds units for all of the rest in one click', async () => {
    let units = [unit(1), unit(2), unit(3)];
    const network = renderPanel(12, {
      'GET /api/products/LGT-005/units': () => ({ body: units }),
      'POST /api/products/LGT-005/units': () => {
        units = [...units, ...Array.from({ length: 9 }, (_, i) => unit(i + 4, { tag: `LGT-005-${String(i + 4).padStart(2, '0')}` }))];
        return { status: 201, body: { message: '9 units added', units: units.slice(3) } };
      },
    });
    expect(await screen.findByText('Stock 12: 3 tagged, 9 still counted without tags until they have units.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add units for all of the stock (9)' }));
    expect(await screen.findByText('9 units added')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/products/LGT-005/units')[0].body).toEqual({ count: 9 });
    expect(await screen.findByText('Stock 12: every unit is tagged.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add units for all of the stock/ })).not.toBeInTheDocument();
  });

  it('shows a retirement refused for bookings with the bookings named, and retires only when confirmed', async () => {
    const network = renderPanel(3, {
      'GET /api/products/LGT-005/units': { body: [unit(1), unit(2), unit(3)] },
      'PUT /api/units/LGT-005-03/retire': (call) =>
        (call.body as { force?: boolean }).force ? { body: { message: 'LGT-005-03 is retired', unit: unit(3, { status: 'retired' }) } } : { status: 409, body: refusal },
    });
    const user = userEvent.setup();
    const row = (await screen.findByText('LGT-005-03')).closest('tr')!;
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Retire' }));

    const alert = await screen.findByRole('alert');
    // Staff's words: what is short and what going ahead means, not the API's instruction to send force.
    expect(alert).toHaveTextContent('3 units of Moving head are booked on 2026-12-05 by ORD0012, ORD0015: retiring LGT-005-03 would leave 2. If you go ahead, those bookings are short');
    expect(alert).not.toHaveTextContent(/force/i);
    expect(network.callsTo('PUT', '/api/units/LGT-005-03/retire')[0].body).toEqual({});
    // Kept: nothing more is sent.
    await user.click(within(alert).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(network.callsTo('PUT', '/api/units/LGT-005-03/retire')).toHaveLength(1);

    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Retire' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retire LGT-005-03 anyway' }));
    expect(await screen.findByText('LGT-005-03 is retired')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/units/LGT-005-03/retire')[2].body).toEqual({ force: true });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows a repair refused for bookings and sends it again, forced, when confirmed', async () => {
    const network = renderPanel(2, {
      'GET /api/products/LGT-005/units': { body: [unit(1), unit(2)] },
      'PUT /api/units/LGT-005-01/repair': (call) =>
        (call.body as { force?: boolean }).force
          ? { body: { message: 'LGT-005-01 is in repair', unit: unit(1, { status: 'repair' }) } }
          : {
              status: 409,
              body: {
                ...refusal,
                error: '2 units of Moving head are booked on 2026-12-05 by ORD0012: sending LGT-005-01 to repair until 2026-12-09 would leave 1. Send force: true to do it anyway and rearrange those bookings.',
                // The server's summary for screens: used as it is.
                summary: '2 units of Moving head are booked on 2026-12-05 by ORD0012: sending LGT-005-01 to repair until 2026-12-09 would leave 1.',
              },
            },
    });
    const user = userEvent.setup();
    const row = (await screen.findByText('LGT-005-01')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Repair' }));
    await user.type(screen.getByLabelText('Repair reason for LGT-005-01'), 'Fan noise');
    await user.type(screen.getByLabelText('Expected back for LGT-005-01'), '2026-12-09');
    await user.click(screen.getByRole('button', { name: 'Send to repair' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('by ORD0012: sending LGT-005-01 to repair until 2026-12-09 would leave 1. If you go ahead, those bookings are short: give them other units, or call the customers to change them.');
    expect(alert).not.toHaveTextContent(/force/i);
    await user.click(screen.getByRole('button', { name: 'Send LGT-005-01 to repair anyway' }));
    expect(await screen.findByText('LGT-005-01 is in repair')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/units/LGT-005-01/repair')[1].body).toEqual({ reason: 'Fan noise', backOn: '2026-12-09', force: true });
  });

  it('shows any other refusal as a message, with nothing to confirm', async () => {
    renderPanel(1, {
      'GET /api/products/LGT-005/units': { body: [unit(1)] },
      'PUT /api/units/LGT-005-01/retire': { status: 409, body: { error: 'LGT-005-01 is out with an order; it can be retired once it is back', statusCode: 409 } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('LGT-005-01 is out with an order; it can be retired once it is back')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /anyway/ })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Coupon } from '../api/adminApi';
import { renderAdmin } from '../test/renderAdmin';

jest.setTimeout(120_000); // antd's table and modal mount cold in jsdom on a busy machine

const coupon = (id: number, overrides: Partial<Coupon> = {}): Coupon => ({
  id,
  code: `CODE${id}`,
  kind: 'percent',
  value: 10,
  validFrom: null,
  validUntil: null,
  minOrder: 0,
  maxUses: null,
  maxUsesPerCustomer: null,
  used: 0,
  categories: [],
  productKeys: [],
  active: true,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

const STAGE10 = coupon(1, { code: 'STAGE10', categories: ['audio'], maxUses: 50, maxUsesPerCustomer: 1, used: 3, validFrom: '2026-12-01', validUntil: '2026-12-31', minOrder: 5000 });
const FLAT = coupon(2, { code: 'FLAT500', kind: 'amount', value: 500, productKeys: ['SPK-1'], active: false });

describe('CouponsPage', () => {
  it('lists every coupon with its discount, validity, minimum, uses, scope and state', async () => {
    renderAdmin('/admin/coupons', { 'GET /api/admin/coupons': { body: [STAGE10, FLAT] } });
    const table = (await screen.findByText('STAGE10', {}, { timeout: 30_000 })).closest('table') as HTMLElement;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('10% off');
    expect(rows[0]).toHaveTextContent('2026-12-01 to 2026-12-31');
    expect(rows[0]).toHaveTextContent('Rs 5,000.00');
    expect(rows[0]).toHaveTextContent('3 of 50, 1 a customer');
    expect(rows[0]).toHaveTextContent('Audio');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Rs 500.00 off');
    expect(rows[1]).toHaveTextContent('SPK-1');
    expect(rows[1]).toHaveTextContent('Disabled');
  });

  it("creates a coupon with every rule, sends the server's field names, and shows the server's refusal in the dialog", async () => {
    let refuse = true;
    const { network } = renderAdmin('/admin/coupons', {
      'GET /api/admin/coupons': { body: [] },
      'POST /api/admin/coupons': (call) => {
        if (refuse) {
          refuse = false;
          return { status: 409, body: { error: 'A coupon SUMMER25 already exists', statusCode: 409 } };
        }
        return { status: 201, body: { message: 'Coupon SUMMER25 created', coupon: coupon(9, call.body as Partial<Coupon>) } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New coupon' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    await user.type(within(dialog).getByLabelText('Code'), 'summer25');
    await user.click(within(dialog).getByLabelText('Fixed amount (Rs)'));
    await user.type(within(dialog).getByLabelText('Rupees off'), '1,500');
    await user.type(within(dialog).getByLabelText('Valid from'), '2026-12-01');
    await user.type(within(dialog).getByLabelText('Valid until'), '2027-01-31');
    await user.type(within(dialog).getByLabelText('Minimum order (Rs)'), '10000');
    await user.type(within(dialog).getByLabelText('Total uses'), '20');
    await user.type(within(dialog).getByLabelText('Uses per customer'), '2');
    await user.click(within(dialog).getByLabelText('Lights'));
    await user.type(within(dialog).getByLabelText('Only for products'), 'SPK-1, PAR-64');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A coupon SUMMER25 already exists');
    expect(network.callsTo('POST', '/api/admin/coupons')[0].body).toEqual({
      code: 'summer25',
      kind: 'amount',
      value: 1500,
      validFrom: '2026-12-01',
      validUntil: '2027-01-31',
      minOrder: 10000,
      maxUses: 20,
      maxUsesPerCustomer: 2,
      categories: ['lights'],
      productKeys: ['SPK-1', 'PAR-64'],
      active: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon SUMMER25 created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New coupon' })).not.toBeInTheDocument());
    // The list is asked again.
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/coupons').length).toBeGreaterThanOrEqual(2));
  });

  it('edits a coupon in place and disables it: the whole coupon goes back with active false', async () => {
    const { network } = renderAdmin('/admin/coupons', {
      'GET /api/admin/coupons': { body: [STAGE10] },
      'PUT /api/admin/coupons/1': (call) => ({ body: { message: 'Coupon STAGE10 deactivated', coupon: { ...STAGE10, ...(call.body as object) } } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit coupon STAGE10' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit coupon STAGE10' });
    expect(within(dialog).getByLabelText('Percent off')).toHaveValue('10');
    expect(within(dialog).getByLabelText('Audio')).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('Coupon STAGE10 deactivated')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/admin/coupons/1')[0].body).toEqual({
      code: 'STAGE10',
      kind: 'percent',
      value: 10,
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
      minOrder: 5000,
      maxUses: 50,
      maxUsesPerCustomer: 1,
      categories: ['audio'],
      productKeys: [],
      active: false,
    });
  });

  it('shows the bookings that used a coupon', async () => {
    renderAdmin('/admin/coupons', {
      'GET /api/admin/coupons': { body: [STAGE10] },
      'GET /api/admin/coupons/1': { body: { ...STAGE10, uses: [{ orderId: 'ORD0042', email: 'cara@example.com', discount: 600, usedAt: '2026-12-02T09:00:00' }] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Uses of coupon STAGE10' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Uses of STAGE10' });
    const row = (await within(dialog).findByText('ORD0042')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('cara@example.com');
    expect(row).toHaveTextContent('Rs 600.00');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliverySetup, DeliveryWindow, DeliveryZone } from '@rental/platform/types';
import { fill, renderAdmin } from '../test/renderAdmin';

jest.setTimeout(120_000); // antd's modal mounts cold in jsdom on a busy machine

const zone = (id: number, city: string, fee: number): DeliveryZone => ({ id, city, fee });
const slot = (id: number, startsAt: string, endsAt: string, capacity: number): DeliveryWindow => ({ id, startsAt, endsAt, label: `${startsAt}-${endsAt}`, capacity });

const COLOMBO = zone(1, 'Colombo', 1500);
const KANDY = zone(2, 'Kandy', 4000);
const MORNING = slot(1, '09:00', '12:00', 4);
const AFTERNOON = slot(2, '13:00', '17:00', 6);
const setup = (overrides: Partial<DeliverySetup> = {}): DeliverySetup => ({
  zones: [COLOMBO, KANDY],
  windows: [MORNING, AFTERNOON],
  freeDeliveryFrom: 50000,
  weekdays: [1, 2, 3, 4, 5, 6],
  shopLatitude: null,
  shopLongitude: null,
  bands: [],
  geocoder: true,
  ...overrides,
});

const table = async (label: string) => (await screen.findByRole('table', { name: label }, { timeout: 30_000 })) as HTMLElement;
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);

describe('DeliveryPage', () => {
  it('lists the zones with their fees, the windows with their stops a day, and the settings', async () => {
    renderAdmin('/admin/delivery', { 'GET /api/admin/delivery': { body: setup() } });
    await screen.findByText('Kandy', {}, { timeout: 30_000 });
    const zones = bodyRows(await table('Delivery zones'));
    expect(zones).toHaveLength(2);
    expect(zones[0]).toHaveTextContent('Colombo');
    expect(zones[0]).toHaveTextContent('Rs 1,500.00');
    expect(zones[1]).toHaveTextContent('Kandy');
    expect(zones[1]).toHaveTextContent('Rs 4,000.00');
    const windows = bodyRows(await table('Delivery windows'));
    expect(windows[0]).toHaveTextContent('09:00-12:00');
    expect(windows[0]).toHaveTextContent('4');
    expect(windows[1]).toHaveTextContent('13:00-17:00');
    expect(windows[1]).toHaveTextContent('6');
    await waitFor(() => expect(screen.getByLabelText(/Free delivery from/)).toHaveValue(50000));
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
  });

  it('adds a zone and a window with the numbers the server expects, and asks for the set-up again', async () => {
    const { network } = renderAdmin('/admin/delivery', {
      'GET /api/admin/delivery': { body: setup({ zones: [], windows: [] }) },
      'POST /api/admin/delivery/zones': (call) => ({ status: 201, body: { id: 3, ...(call.body as object) } }),
      'POST /api/admin/delivery/windows': (call) => ({ status: 201, body: { id: 3, label: '17:00-19:00', ...(call.body as object) } }),
    });
    const user = userEvent.setup();
    expect(await within(await table('Delivery zones')).findByText('No zones: the shop does not deliver yet')).toBeInTheDocument();
    const zoneForm = screen.getByRole('button', { name: 'Add zone' }).closest('div') as HTMLElement;
    await fill(user, within(zoneForm).getByLabelText('City'), '  Galle ');
    await fill(user, within(zoneForm).getByLabelText('Fee (Rs)'), '2500.50');
    await user.click(screen.getByRole('button', { name: 'Add zone' }));
    expect(await screen.findByText('Zone Galle added')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/admin/delivery/zones')[0].body).toEqual({ city: 'Galle', fee: 2500.5 });
    await waitFor(() => expect(within(zoneForm).getByLabelText('City')).toHaveValue(''));

    const windowForm = screen.getByRole('button', { name: 'Add window' }).closest('div') as HTMLElement;
    await fill(user, within(windowForm).getByLabelText('From'), '17:00');
    await fill(user, within(windowForm).getByLabelText('To'), '19:00');
    await fill(user, within(windowForm).getByLabelText('Stops a day'), '3');
    await user.click(screen.getByRole('button', { name: 'Add window' }));
    expect(await screen.findByText('Window 17:00-19:00 added')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/admin/delivery/windows')[0].body).toEqual({ startsAt: '17:00', endsAt: '19:00', capacity: 3 });
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/delivery').length).toBeGreaterThanOrEqual(3));
  });

  it("edits a window's times and capacity in a dialog, keeping the server's refusal in it until the values are right", async () => {
    let refuse = true;
    const { network } = renderAdmin('/admin/delivery', {
      'GET /api/admin/delivery': { body: setup() },
      'PUT /api/admin/delivery/windows/1': (call) => {
        const body = call.body as { startsAt: string; endsAt: string; capacity: number };
        if (refuse) {
          refuse = false;
          return { status: 400, body: { error: `The window must end after it starts (${body.startsAt} to ${body.endsAt})`, statusCode: 400 } };
        }
        return { body: slot(1, body.startsAt, body.endsAt, body.capacity) };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the window 09:00-12:00' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the window 09:00-12:00' });
    expect(within(dialog).getByLabelText('From')).toHaveValue('09:00');
    expect(within(dialog).getByLabelText('To')).toHaveValue('12:00');
    expect(within(dialog).getByLabelText('Stops a day')).toHaveValue(4);
    expect(dialog).toHaveTextContent('Orders already booked keep the times they were given.');
    await fill(user, within(dialog).getByLabelText('From'), '13:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The window must end after it starts (13:00 to 12:00)');
    expect(screen.getByRole('dialog', { name: 'Edit the window 09:00-12:00' })).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('From'), '08:30');
    await fill(user, within(dialog).getByLabelText('Stops a day'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Window 08:30-12:00 saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.callsTo('PUT', '/api/admin/delivery/windows/1').map((call) => call.body)).toEqual([
      { startsAt: '13:00', endsAt: '12:00', capacity: 4 },
      { startsAt: '08:30', endsAt: '12:00', capacity: 8 },
    ]);
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/delivery').length).toBeGreaterThanOrEqual(2));
  });

  it("edits a zone's fee in a dialog: Save waits for a fee, and the server's message is shown", async () => {
    const { network } = renderAdmin('/admin/delivery', {
      'GET /api/admin/delivery': { body: setup() },
      'PUT /api/admin/delivery/zones/2': (call) => {
        const body = call.body as { city: string; fee: number };
        if (body.fee < 0) return { status: 400, body: { error: 'fee cannot be negative', statusCode: 400 } };
        return { body: zone(2, body.city, body.fee) };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the zone Kandy' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the zone Kandy' });
    expect(within(dialog).getByLabelText('City')).toHaveValue('Kandy');
    expect(within(dialog).getByLabelText('Fee (Rs)')).toHaveValue(4000);
    await user.clear(within(dialog).getByLabelText('Fee (Rs)'));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await fill(user, within(dialog).getByLabelText('Fee (Rs)'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('fee cannot be negative');

    // Enter in the field saves too.
    await fill(user, within(dialog).getByLabelText('Fee (Rs)'), '4500');
    await user.type(within(dialog).getByLabelText('Fee (Rs)'), '{Enter}');
    expect(await screen.findByText('Zone Kandy saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.callsTo('PUT', '/api/admin/delivery/zones/2').map((call) => call.body)).toEqual([
      { city: 'Kandy', fee: -5 },
      { city: 'Kandy', fee: 4500 },
    ]);
  });

  it('cancelling an edit sends nothing', async () => {
    const { network } = renderAdmin('/admin/delivery', { 'GET /api/admin/delivery': { body: setup() } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the window 13:00-17:00' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the window 13:00-17:00' });
    await fill(user, within(dialog).getByLabelText('Stops a day'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("deletes a window and a zone, and shows the server's error when a delete is refused", async () => {
    const { network } = renderAdmin('/admin/delivery', {
      'GET /api/admin/delivery': { body: setup() },
      'DELETE /api/admin/delivery/windows/2': { body: { message: 'Window deleted' } },
      'DELETE /api/admin/delivery/zones/1': { status: 404, body: { error: 'No delivery zone 1', statusCode: 404 } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the window 13:00-17:00' }, { timeout: 30_000 }));
    expect(await screen.findByText('Window 13:00-17:00 deleted')).toBeInTheDocument();
    expect(network.callsTo('DELETE', '/api/admin/delivery/windows/2')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete the zone Colombo' }));
    expect(await screen.findByText('No delivery zone 1')).toBeInTheDocument();
    expect(network.callsTo('DELETE', '/api/admin/delivery/zones/1')).toHaveLength(1);
  });

  it('edits the shop location and the distance bands, sending numbers, and shows a refusal', async () => {
    let refuse = true;
    const { network } = renderAdmin('/admin/delivery', {
      'GET /api/admin/delivery': { body: setup({ shopLatitude: 6.9344, shopLongitude: 79.8428, bands: [{ upToKm: 10, fee: 2000 }] }) },
      'PUT /api/admin/delivery/distance': (call) => {
        if (refuse) {
          refuse = false;
          return { status: 400, body: { error: 'Two bands end at 10 km: give each band its own distance', statusCode: 400 } };
        }
        return { body: setup(call.body as Partial<DeliverySetup>) };
      },
    });
    const user = userEvent.setup();
    const first = await screen.findByLabelText('Band 1: up to (km)', {}, { timeout: 30_000 });
    await waitFor(() => expect(first).toHaveValue(10));
    expect(screen.getByLabelText('Band 1: fee (Rs)')).toHaveValue(2000);
    expect(screen.getByLabelText('Shop latitude (degrees north)')).toHaveValue(6.9344);
    expect(screen.getByLabelText('Shop longitude (degrees east)')).toHaveValue(79.8428);
    expect(screen.queryByText(/Distance bands are off/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add band' }));
    // A band without its distance and fee cannot be saved.
    expect(screen.getByRole('button', { name: 'Save distance bands' })).toBeDisabled();
    await fill(user, screen.getByLabelText('Band 2: up to (km)'), '10');
    await fill(user, screen.getByLabelText('Band 2: fee (Rs)'), '3500');
    await user.click(screen.getByRole('button', { name: 'Save distance bands' }));
    expect(await screen.findByText('Two bands end at 10 km: give each band its own distance')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Band 2: up to (km)'), '25');
    await user.click(screen.getByRole('button', { name: 'Save distance bands' }));
    expect(await screen.findByText('Distance bands saved')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/admin/delivery/distance').map((call) => call.body)).toEqual([
      { shopLatitude: 6.9344, shopLongitude: 79.8428, bands: [{ upToKm: 10, fee: 2000 }, { upToKm: 10, fee: 3500 }] },
      { shopLatitude: 6.9344, shopLongitude: 79.8428, bands: [{ upToKm: 10, fee: 2000 }, { upToKm: 25, fee: 3500 }] },
    ]);

    // Removing every band and clearing the location turns distance pricing off.
    await user.click(screen.getByRole('button', { name: 'Remove band 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove band 1' }));
    await user.clear(screen.getByLabelText('Shop latitude (degrees north)'));
    await user.clear(screen.getByLabelText('Shop longitude (degrees east)'));
    await user.click(screen.getByRole('button', { name: 'Save distance bands' }));
    await waitFor(() => expect(network.callsTo('PUT', '/api/admin/delivery/distance')).toHaveLength(3));
    expect(network.callsTo('PUT', '/api/admin/delivery/distance')[2].body).toEqual({ shopLatitude: null, shopLongitude: null, bands: [] });
  });

  it('says the distance bands are off while the server has no geocoder', async () => {
    renderAdmin('/admin/delivery', { 'GET /api/admin/delivery': { body: setup({ geocoder: false }) } });
    expect(await screen.findByText(/Distance bands are off: the server has no geocoder \(GEOCODER_URL\)/, {}, { timeout: 30_000 })).toBeInTheDocument();
  });

  it("shows the server's error when the set-up cannot be loaded", async () => {
    renderAdmin('/admin/delivery', { 'GET /api/admin/delivery': { status: 503, body: { error: 'The database is not answering', statusCode: 503 } } });
    expect(await screen.findByText('The database is not answering', {}, { timeout: 30_000 })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWithRole } from '@rental/platform/jest/fixtures';
import type { InspectionDue } from '../api/inspectionsApi';
import { renderAdmin } from '../test/renderAdmin';

jest.setTimeout(120_000); // antd's table mounts cold in jsdom on a busy machine

const item = (tag: string, overrides: Partial<InspectionDue> = {}): InspectionDue => ({
  tag,
  unitStatus: 'available',
  productKey: 'AMP-1',
  productName: 'Power amp',
  ruleId: 7,
  ruleName: 'Electrical safety test',
  everyDays: 365,
  afterRentals: null,
  state: 'overdue',
  dueOn: null,
  rentalsLeft: null,
  lastPassedAt: null,
  lastResult: null,
  ...overrides,
});

describe('InspectionsPage', () => {
  it('lists units due, overdue first, and records a pass with its note for the unit and check', async () => {
    const { network } = renderAdmin('/admin/inspections', {
      'GET /api/admin/inspections/due': {
        body: {
          blockOverdue: true,
          items: [item('AMP-1-01'), item('AMP-1-02', { state: 'due', dueOn: '2026-12-05', lastPassedAt: '2025-12-05T10:00:00.000Z', lastResult: 'passed' }), item('AMP-1-03', { unitStatus: 'out' })],
        },
      },
      'POST /api/units/AMP-1-01/inspections': { body: { message: 'AMP-1-01 passed', inspections: { tag: 'AMP-1-01', checks: [], history: [] } } },
    });
    const table = (await screen.findByText('AMP-1-01', {}, { timeout: 30_000 })).closest('table') as HTMLElement;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Overdue');
    expect(rows[0]).toHaveTextContent('Not yet inspected');
    expect(rows[1]).toHaveTextContent('Due soon');
    expect(rows[1]).toHaveTextContent('Due 5 Dec 2026');
    // A unit off the shelf is inspected when it is back.
    expect(within(rows[2]).queryByRole('button', { name: 'Passed' })).toBeNull();
    expect(rows[2]).toHaveTextContent('Inspect it when it is on the shelf');
    expect(screen.getByRole('switch', { name: 'Overdue units are not rented out' })).toBeChecked();

    const user = userEvent.setup();
    await user.type(within(rows[0]).getByLabelText('Note for AMP-1-01'), 'PAT 0.2 MΩ');
    await user.click(within(rows[0]).getByRole('button', { name: 'Passed' }));
    await waitFor(() => expect(network.callsTo('POST', '/api/units/AMP-1-01/inspections')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/units/AMP-1-01/inspections')[0].body).toEqual({ ruleId: 7, result: 'passed', note: 'PAT 0.2 MΩ' });
    expect(await screen.findByText('AMP-1-01 passed')).toBeInTheDocument();
  });

  it('fails a unit with what failed and the day it is back from repair', async () => {
    const { network } = renderAdmin('/admin/inspections', {
      'GET /api/admin/inspections/due': { body: { blockOverdue: false, items: [item('AMP-1-01')] } },
      'POST /api/units/AMP-1-01/inspections': { body: { message: 'AMP-1-01 failed and is in repair', inspections: { tag: 'AMP-1-01', checks: [], history: [] } } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Failed' }, { timeout: 30_000 }));
    const send = screen.getByRole('button', { name: 'Send to repair' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('What failed on AMP-1-01'), 'Earth leak');
    // A date input takes its value whole.
    const backOn = screen.getByLabelText('Expected back from repair for AMP-1-01');
    await user.clear(backOn);
    await user.type(backOn, '2026-12-10');
    await user.click(send);
    await waitFor(() => expect(network.callsTo('POST', '/api/units/AMP-1-01/inspections')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/units/AMP-1-01/inspections')[0].body).toEqual({ ruleId: 7, result: 'failed', note: 'Earth leak', backOn: '2026-12-10' });
  });

  it('lets staff see the setting but not change it, and says when nothing is due', async () => {
    renderAdmin('/admin/inspections', { 'GET /api/users/': { body: userWithRole('staff') }, 'GET /api/admin/inspections/due': { body: { blockOverdue: false, items: [] } } });
    expect(await screen.findByText('No inspections due', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Overdue units are not rented out (set by an admin)' })).toBeDisabled();
  });
});

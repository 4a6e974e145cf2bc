import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, renderAdmin } from '../test/renderAdmin';

jest.setTimeout(60_000);

const unit = {
  tag: 'SPK-1-001',
  productKey: 'SPK-1',
  productName: 'Speaker SPK-1',
  status: 'available',
  orderId: null,
  repairReason: null,
  repairBackOn: null,
  history: [{ at: '2025-01-02T10:00:00.000Z', kind: 'added', note: '', orderId: null }],
};

describe('ScanPage', () => {
  it("an unknown tag's error replaces the previous unit's card instead of sitting above it", async () => {
    renderAdmin('/admin/scan', {
      'GET /api/units/SPK-1-001': { body: unit },
      'GET /api/units/NOPE-9': { status: 404, body: { error: 'Unit not found', statusCode: 404 } },
    });
    const user = userEvent.setup();
    const tag = await screen.findByLabelText('Tag');
    await fill(user, tag, 'SPK-1-001');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Found SPK-1-001')).toBeInTheDocument();
    expect(screen.getByText(/Speaker SPK-1 \(SPK-1\)/)).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Tag'), 'NOPE-9');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Unit not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Speaker SPK-1 \(SPK-1\)/)).toBeNull());
    expect(screen.queryByText('SPK-1-001')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMail } from '../api/adminApi';
import { paged, renderAdmin } from '../test/renderAdmin';

jest.setTimeout(120_000); // antd's table and select mount cold in jsdom on a busy machine

// Local times (no zone), so the shown dates do not depend on the machine's time zone.
const mail = (id: number, overrides: Partial<OutboxMail> = {}): OutboxMail => ({
  id,
  kind: 'booking-received',
  orderId: `ORD${String(id).padStart(4, '0')}`,
  recipient: `customer${id}@example.com`,
  subject: `We received your booking ORD${String(id).padStart(4, '0')}`,
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  sentAt: '2026-12-01T10:05:00',
  createdAt: '2026-12-01T10:04:00',
  ...overrides,
});

describe('OutboxPage', () => {
  it('shows each mail with its state, tries, last error and next try, newest first as the server sends them', async () => {
    const { network } = renderAdmin('/admin/outbox', {
      'GET /api/admin/outbox': {
        body: paged([
          mail(3, { kind: 'overdue-notice', status: 'queued', attempts: 4, lastError: 'connect ECONNREFUSED 127.0.0.1:25', nextAttemptAt: '2026-12-01T10:20:00', sentAt: null }),
          mail(2, { kind: 'booking-approved', status: 'failed', attempts: 10, lastError: '550 Mailbox unavailable', sentAt: null }),
          mail(1),
        ]),
      },
    });
    const table = (await screen.findByText('Overdue notice', {}, { timeout: 30_000 })).closest('table') as HTMLElement;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('ORD0003');
    expect(rows[0]).toHaveTextContent('queued');
    expect(within(rows[0]).getAllByRole('cell')[4]).toHaveTextContent('4');
    expect(rows[0]).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:25');
    expect(rows[0]).toHaveTextContent('1 Dec 2026');
    expect(rows[1]).toHaveTextContent('Approved');
    expect(rows[1]).toHaveTextContent('failed');
    expect(rows[1]).toHaveTextContent('550 Mailbox unavailable');
    expect(rows[1]).toHaveTextContent('Not tried again');
    expect(rows[2]).toHaveTextContent('Booking received');
    expect(rows[2]).toHaveTextContent(/Sent /);
    const asked = new URL(network.callsTo('GET', '/api/admin/outbox')[0].url).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ page: '1', limit: '20' });
  });

  it('filters by status and pages through the URL', async () => {
    const { network } = renderAdmin('/admin/outbox?status=queued&page=2', {
      'GET /api/admin/outbox': { body: paged([mail(21, { status: 'queued', sentAt: null, nextAttemptAt: '2026-12-01T10:20:00' })], { total: 21, page: 2 }) },
    });
    expect(await screen.findByText('ORD0021', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(Object.fromEntries(new URL(network.callsTo('GET', '/api/admin/outbox')[0].url).searchParams)).toEqual({ status: 'queued', page: '2', limit: '20' });
    expect(screen.getByText('21 mails')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/outbox')).toHaveLength(2));
    expect(Object.fromEntries(new URL(network.callsTo('GET', '/api/admin/outbox')[1].url).searchParams)).toEqual({ status: 'queued', page: '1', limit: '20' });
  });

  it('says when there is nothing to show', async () => {
    renderAdmin('/admin/outbox?status=failed', { 'GET /api/admin/outbox': { body: paged([]) } });
    expect(await screen.findByText('No failed mails', {}, { timeout: 30_000 })).toBeInTheDocument();
  });
});

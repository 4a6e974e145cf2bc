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

  it('opens a mail to read what it says, and sends it again', async () => {
    const failed = mail(2, { kind: 'booking-approved', status: 'failed', attempts: 10, lastError: '550 Mailbox unavailable', sentAt: null });
    const { network } = renderAdmin('/admin/outbox', {
      'GET /api/admin/outbox': { body: paged([failed]) },
      'GET /api/admin/outbox/2': {
        body: {
          ...failed,
          text: 'Hello Cara,\nyour booking ORD0002 is approved.',
          html: '<p>Hello Cara</p>',
          attachments: [
            { fileName: 'rental-agreement-ORD0002.pdf', contentType: 'application/pdf', size: 14_540 },
            { fileName: 'rental-ORD0002.ics', contentType: 'text/calendar', size: 640 },
          ],
        },
      },
      'POST /api/admin/outbox/2/resend': { body: { message: 'E-mail queued to be sent again', mail: { ...failed, id: 7, status: 'queued', attempts: 0, lastError: null } } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open Approved e-mail to customer2@example.com' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('We received your booking ORD0002')).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('E-mail text')).toHaveTextContent('your booking ORD0002 is approved.');
    expect(within(dialog).getByText('550 Mailbox unavailable')).toBeInTheDocument();
    // The files it carries, with their sizes.
    expect(within(dialog).getByTestId('mail-files')).toHaveTextContent('rental-agreement-ORD0002.pdf (14.2 KB), rental-ORD0002.ics (640 B)');
    expect(within(dialog).getByText(/queues a copy to the same address/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('E-mail queued to be sent again')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/admin/outbox/2/resend')).toHaveLength(1);
    // The list asks again, showing the copy.
    await waitFor(() => expect(network.callsTo('GET', '/api/admin/outbox').length).toBeGreaterThanOrEqual(2));
  });

  it("shows the server's refusal inside the dialog", async () => {
    const queued = mail(3, { status: 'queued', sentAt: null, nextAttemptAt: '2026-12-01T10:20:00' });
    renderAdmin('/admin/outbox', {
      'GET /api/admin/outbox': { body: paged([queued]) },
      'GET /api/admin/outbox/3': { body: { ...queued, text: 'Hello', html: '<p>Hello</p>' } },
      'POST /api/admin/outbox/3/resend': { status: 409, body: { error: 'This e-mail is being sent right now', statusCode: 409 } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByText('ORD0003', {}, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/tries it now/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await within(dialog).findByText('This e-mail is being sent right now')).toBeInTheDocument();
  });

  it('never cuts a column header: the ellipsis is for the cells only', async () => {
    renderAdmin('/admin/outbox', { 'GET /api/admin/outbox': { body: paged([mail(1, { lastError: 'timeout' })]) } });
    const header = await screen.findByRole('columnheader', { name: 'Last error' }, { timeout: 30_000 });
    expect(header).not.toHaveClass('admin-table__cell--ellipsis');
    expect(screen.getByRole('columnheader', { name: 'To' })).not.toHaveClass('admin-table__cell--ellipsis');
    expect((await screen.findByText('customer1@example.com')).closest('td')).toHaveClass('admin-table__cell--ellipsis');
  });

  it('says when there is nothing to show', async () => {
    renderAdmin('/admin/outbox?status=failed', { 'GET /api/admin/outbox': { body: paged([]) } });
    expect(await screen.findByText('No failed mails', {}, { timeout: 30_000 })).toBeInTheDocument();
  });
});

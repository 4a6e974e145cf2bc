import { useEffect } from 'react';
import { Button, Typography } from 'antd';
import { formatDateTime } from '@rental/platform/dates';
import { useAdminOutboxPageQuery } from '../api/adminApi';
import type { OutboxMail } from '../api/adminApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { AdminTag, type AdminTagColor } from '../components/AdminTag';
import { ListSelect, ListToolbar } from '../components/ListToolbar';
import { PageTitle } from '../components/PageTitle';
import { ADMIN_PAGE_SIZE, type ListScreen, useListQuery } from '../components/useListQuery';

const STATUSES = ['queued', 'sent', 'failed'] as const;
const STATUS_COLOR: Record<OutboxMail['status'], AdminTagColor> = { queued: 'gold', sent: 'green', failed: 'red' };
const KIND_LABEL: Record<OutboxMail['kind'], string> = {
  'booking-received': 'Booking received',
  'booking-approved': 'Approved',
  'booking-rejected': 'Rejected',
  'pickup-reminder': 'Pick-up reminder',
  'return-reminder': 'Return reminder',
  'overdue-notice': 'Overdue notice',
  'deposit-refunded': 'Deposit refunded',
};
const OUTBOX_LIST = { filters: ['status'], defaultSort: { sort: 'createdAt', dir: 'desc' } } as const satisfies ListScreen;

const columns: AdminColumn<OutboxMail>[] = [
  { title: 'Mail', key: 'kind', width: 140, render: (mail) => KIND_LABEL[mail.kind] ?? mail.kind },
  { title: 'Order', key: 'orderId', width: 90, render: (mail) => mail.orderId ?? '—' },
  { title: 'To', key: 'recipient', dataIndex: 'recipient', ellipsis: true },
  { title: 'Queued', key: 'createdAt', width: 150, render: (mail) => formatDateTime(mail.createdAt) },
  { title: 'Tries', key: 'attempts', dataIndex: 'attempts', width: 60, align: 'right' },
  {
    title: 'Last error',
    key: 'lastError',
    width: 200,
    ellipsis: true,
    render: (mail) => (mail.lastError ? <Typography.Text type="danger" title={mail.lastError}>{mail.lastError}</Typography.Text> : '—'),
  },
  {
    title: 'Next try / sent',
    key: 'when',
    width: 160,
    render: (mail) => (mail.status === 'sent' && mail.sentAt ? `Sent ${formatDateTime(mail.sentAt)}` : mail.nextAttemptAt ? formatDateTime(mail.nextAttemptAt) : 'Not tried again'),
  },
  // Pinned at the end: on a phone the state stays in view while the rest scrolls.
  { title: 'Status', key: 'status', width: 90, fixed: 'end', render: (mail) => <AdminTag color={STATUS_COLOR[mail.status]}>{mail.status}</AdminTag> },
];

/**
 * /admin/outbox: the booking e-mails, newest first, a page at a time, with what the admin needs
 * when the mail server is down: each mail's state, tries, last error and next try. Not in the
 * sidebar (the spec fixes its entries); the dashboard's quick links lead here.
 */
export default function OutboxPage() {
  const list = useListQuery(OUTBOX_LIST);
  const { data, error, isLoading, isFetching, refetch } = useAdminOutboxPageQuery({ status: list.values.status, page: list.page, limit: ADMIN_PAGE_SIZE });

  useEffect(() => {
    if (error) console.error('Failed to load the outbox', error);
  }, [error]);

  return (
    <div>
      <PageTitle extra={<Button onClick={() => refetch()}>Refresh</Button>}>E-mail outbox</PageTitle>
      <ListToolbar>
        <ListSelect
          id="outbox-status"
          label="Status"
          value={list.values.status}
          width={170}
          options={[{ value: '', label: 'All mails' }, ...STATUSES.map((status) => ({ value: status, label: status }))]}
          onChange={(status) => list.update({ status })}
        />
      </ListToolbar>
      {error ? <Typography.Paragraph type="danger">The outbox could not be loaded.</Typography.Paragraph> : null}
      <AdminTable<OutboxMail>
        label="E-mails"
        rowKey="id"
        columns={columns}
        rows={data?.data ?? []}
        loading={isLoading || isFetching}
        minWidth={1000}
        empty={list.values.status ? `No ${list.values.status} mails` : 'No e-mails yet'}
        pager={list.pager(data?.pagination.total ?? 0, (total) => `${total} mails`)}
      />
    </div>
  );
}

import { useEffect } from 'react';
import { Button, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '@rental/platform/dates';
import { useAdminOutboxPageQuery } from '../api/adminApi';
import type { OutboxMail } from '../api/adminApi';
import { AdminTable } from '../components/AdminTable';
import { ListToolbar } from '../components/ListToolbar';
import { PageTitle } from '../components/PageTitle';
import { ADMIN_PAGE_SIZE, type ListScreen, useListQuery } from '../components/useListQuery';

const STATUSES = ['queued', 'sent', 'failed'] as const;
const STATUS_COLOR: Record<OutboxMail['status'], string> = { queued: 'gold', sent: 'green', failed: 'red' };
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

const columns: TableColumnsType<OutboxMail> = [
  { title: 'Mail', key: 'kind', width: 140, render: (_v, mail) => KIND_LABEL[mail.kind] ?? mail.kind },
  { title: 'Order', dataIndex: 'orderId', width: 90, render: (orderId: string | null) => orderId ?? '—' },
  { title: 'To', dataIndex: 'recipient', ellipsis: true },
  { title: 'Queued', dataIndex: 'createdAt', width: 150, render: (date: string) => formatDateTime(date) },
  { title: 'Tries', dataIndex: 'attempts', width: 60, align: 'right' },
  {
    title: 'Last error',
    dataIndex: 'lastError',
    width: 200,
    ellipsis: true,
    render: (lastError: string | null) => (lastError ? <Typography.Text type="danger" title={lastError}>{lastError}</Typography.Text> : '—'),
  },
  {
    title: 'Next try / sent',
    key: 'when',
    width: 160,
    render: (_v, mail) => (mail.status === 'sent' && mail.sentAt ? `Sent ${formatDateTime(mail.sentAt)}` : mail.nextAttemptAt ? formatDateTime(mail.nextAttemptAt) : 'Not tried again'),
  },
  // Pinned at the end: on a phone the state stays in view while the rest scrolls.
  { title: 'Status', dataIndex: 'status', width: 90, fixed: 'end', render: (status: OutboxMail['status']) => <Tag color={STATUS_COLOR[status]}>{status}</Tag> },
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
        <Select
          id="outbox-status"
          aria-label="Status"
          value={list.values.status ?? ''}
          style={{ width: 170 }}
          options={[{ value: '', label: 'All mails' }, ...STATUSES.map((status) => ({ value: status, label: status }))]}
          onChange={(status: string) => list.update({ status })}
        />
      </ListToolbar>
      {error ? <Typography.Paragraph type="danger">The outbox could not be loaded.</Typography.Paragraph> : null}
      <AdminTable<OutboxMail>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isLoading || isFetching}
        minWidth={1000}
        locale={{ emptyText: list.values.status ? `No ${list.values.status} mails` : 'No e-mails yet' }}
        pagination={{ current: list.page, pageSize: ADMIN_PAGE_SIZE, total: data?.pagination.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, showTotal: (total) => `${total} mails` }}
        onChange={(pagination) => list.update({ page: pagination.current ?? 1 })}
      />
    </div>
  );
}

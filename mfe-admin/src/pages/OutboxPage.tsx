import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { useToast } from '@rental/platform';
import { formatDateTime } from '@rental/money-days/days';
import { errorMessage } from '@rental/platform/errors';
import { useAdminOutboxMailQuery, useAdminOutboxPageQuery, useAdminResendMailMutation } from '../api/adminApi';
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
  'payment-received': 'Payment received',
  'payment-failed': 'Payment failed',
  'refund-sent': 'Refund sent',
  'delivery-confirmed': 'Delivery confirmed',
  'delivery-reminder': 'Delivery reminder',
  'collection-reminder': 'Collection reminder',
  'dates-changed': 'Dates changed',
  'contact-message': 'Contact message',
  'verify-email': 'Confirm e-mail',
  'password-reset': 'Password reset',
  'password-changed': 'Password changed',
  'email-change-notice': 'E-mail change notice',
  'sign-in-locked': 'Sign-in paused',
  'two-step-changed': 'Two-step sign-in changed',
};
/** A file's size as people read it: 812 B, 14.2 KB. */
const fileSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
const OUTBOX_LIST = { filters: ['status'], defaultSort: { sort: 'createdAt', dir: 'desc' } } as const satisfies ListScreen;

const outboxColumns = (open: (mail: OutboxMail) => void): AdminColumn<OutboxMail>[] => [
  { title: 'Mail', key: 'kind', width: 130, render: (mail) => KIND_LABEL[mail.kind] ?? mail.kind },
  { title: 'Order', key: 'orderId', width: 90, render: (mail) => mail.orderId ?? '—' },
  { title: 'To', key: 'recipient', dataIndex: 'recipient', ellipsis: true },
  { title: 'Queued', key: 'createdAt', width: 140, render: (mail) => formatDateTime(mail.createdAt) },
  { title: 'Tries', key: 'attempts', dataIndex: 'attempts', width: 60, align: 'right' },
  {
    title: 'Last error',
    key: 'lastError',
    width: 160,
    ellipsis: true,
    render: (mail) => (mail.lastError ? <Typography.Text type="danger" title={mail.lastError}>{mail.lastError}</Typography.Text> : '—'),
  },
  {
    title: 'Next try / sent',
    key: 'when',
    width: 150,
    render: (mail) => (mail.status === 'sent' && mail.sentAt ? `Sent ${formatDateTime(mail.sentAt)}` : mail.nextAttemptAt ? formatDateTime(mail.nextAttemptAt) : 'Not tried again'),
  },
  // Pinned at the end: on a phone the state and Open stay in view while the rest scrolls.
  { title: 'Status', key: 'status', width: 90, fixed: 'end', render: (mail) => <AdminTag color={STATUS_COLOR[mail.status]}>{mail.status}</AdminTag> },
  {
    title: 'Actions',
    key: 'actions',
    width: 76,
    fixed: 'end',
    render: (mail) => (
      <button
        type="button"
        className="admin-button admin-button--small"
        aria-label={`Open ${KIND_LABEL[mail.kind] ?? mail.kind} e-mail to ${mail.recipient}`}
        onClick={(event) => {
          event.stopPropagation();
          open(mail);
        }}
      >
        Open
      </button>
    ),
  },
];

/** What a mail's Send again does, in words, by its state. */
const RESEND_HINT: Record<OutboxMail['status'], string> = {
  sent: 'Send again queues a copy to the same address; this record stays as it is.',
  failed: 'Send again queues a copy to the same address; this record stays as it is.',
  queued: 'Send again tries it now instead of waiting for its next try.',
};

/** One e-mail: who it went to, its state and what it says (the text part), with Send again. */
function MailDialog({ mail, onClose, onResent }: { mail: OutboxMail; onClose: () => void; onResent: () => void }) {
  const toast = useToast();
  const { data, error, isFetching } = useAdminOutboxMailQuery(mail.id);
  const [resend, resending] = useAdminResendMailMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const shown = data ?? mail;
  const sendAgain = async () => {
    setFailure(null);
    try {
      const answer = await resend(mail.id).unwrap();
      toast.success(answer.message);
      onResent();
      onClose();
    } catch (err) {
      setFailure(errorMessage(err, 'Failed to send the e-mail again'));
    }
  };
  return (
    <Modal
      open
      title={shown.subject}
      onCancel={onClose}
      width={720}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button key="resend" type="primary" loading={resending.isLoading} onClick={() => void sendAgain()}>
          Send again
        </Button>,
      ]}
    >
      <dl className="admin-mail-facts">
        <dt>To</dt>
        <dd>{shown.recipient}</dd>
        <dt>Mail</dt>
        <dd>
          {KIND_LABEL[shown.kind] ?? shown.kind}
          {shown.orderId ? ` · ${shown.orderId}` : ''}
        </dd>
        <dt>Status</dt>
        <dd>
          <AdminTag color={STATUS_COLOR[shown.status]}>{shown.status}</AdminTag> {shown.attempts} {shown.attempts === 1 ? 'try' : 'tries'}
          {shown.sentAt ? `, sent ${formatDateTime(shown.sentAt)}` : ''}
        </dd>
        {shown.lastError ? (
          <>
            <dt>Last error</dt>
            <dd className="admin-mail-facts__error">{shown.lastError}</dd>
          </>
        ) : null}
        {data?.attachments?.length ? (
          <>
            <dt>Files</dt>
            <dd data-testid="mail-files">{data.attachments.map((file) => `${file.fileName} (${fileSize(file.size)})`).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <Typography.Paragraph type="secondary">{RESEND_HINT[shown.status]}</Typography.Paragraph>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      {error ? (
        <Typography.Paragraph type="danger">The e-mail could not be loaded.</Typography.Paragraph>
      ) : data ? (
        <pre className="admin-mail-text" aria-label="E-mail text">
          {data.text}
        </pre>
      ) : isFetching ? (
        <div role="status" aria-label="Loading the e-mail" style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
          <Spin />
        </div>
      ) : null}
    </Modal>
  );
}


/**
 * /admin/outbox: the booking e-mails, newest first, a page at a time, with what the admin needs
 * when the mail server is down: each mail's state, tries, last error and next try; Open shows what
 * a mail says, with Send again. Not in the
 * sidebar (the spec fixes its entries); the dashboard's quick links lead here.
 */
export default function OutboxPage() {
  const list = useListQuery(OUTBOX_LIST);
  const { data, error, isLoading, isFetching, refetch } = useAdminOutboxPageQuery({ status: list.values.status, page: list.page, limit: ADMIN_PAGE_SIZE });
  const [opened, setOpened] = useState<OutboxMail | null>(null);

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
        columns={outboxColumns(setOpened)}
        rows={data?.data ?? []}
        onRowClick={setOpened}
        loading={isLoading || isFetching}
        minWidth={1000}
        // On a phone each e-mail is a card, as the orders list: kind, order, recipient and status in view.
        cards
        empty={list.values.status ? `No ${list.values.status} mails` : 'No e-mails yet'}
        pager={list.pager(data?.pagination.total ?? 0, (total) => `${total} mails`)}
      />
      {opened ? <MailDialog key={opened.id} mail={opened} onClose={() => setOpened(null)} onResent={() => void refetch()} /> : null}
    </div>
  );
}

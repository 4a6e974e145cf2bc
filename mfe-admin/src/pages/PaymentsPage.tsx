import { useEffect } from 'react';
import { Button, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateTime } from '@rental/money-days/days';
import { formatMoney } from '@rental/money-days/money';
import { useAdminPaymentPageQuery } from '../api/adminApi';
import type { AdminPayment, AdminPaymentPage } from '../api/adminApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { AdminTag, type AdminTagColor } from '../components/AdminTag';
import { DateRangeFilter, ListSelect, ListToolbar } from '../components/ListToolbar';
import { PageTitle } from '../components/PageTitle';
import { ADMIN_PAGE_SIZE, useListQuery } from '../components/useListQuery';
import { PAYMENT_LIST } from '../components/paymentList';


const KINDS: Record<AdminPayment['kind'], string> = { rental: 'Booking in full', deposit: 'Deposit', balance: 'Balance', 'late-fee': 'Late fee', refund: 'Refund' };
const PROVIDERS: Record<AdminPayment['provider'], string> = { payhere: 'PayHere', stripe: 'Stripe', cash: 'Cash' };
const STATUSES: Record<AdminPayment['status'], string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed', cancelled: 'Cancelled', 'charged-back': 'Charged back' };
/** A refund's states as staff read them (OrderPayments says the same): being sent, sent, refused. */
const REFUND_STATES: Partial<Record<AdminPayment['status'], string>> = { pending: 'Being sent', paid: 'Sent', failed: 'Failed' };
const STATUS_COLOR: Record<AdminPayment['status'], AdminTagColor> = { pending: 'gold', paid: 'green', failed: 'red', cancelled: 'default', 'charged-back': 'volcano' };

const statusText = (payment: AdminPayment) => (payment.kind === 'refund' ? (REFUND_STATES[payment.status] ?? STATUSES[payment.status]) : STATUSES[payment.status]) ?? payment.status;

const paymentColumns: AdminColumn<AdminPayment>[] = [
  { title: 'When', key: 'createdAt', width: 150, render: (payment) => formatDateTime(payment.createdAt) },
  {
    title: 'Order',
    key: 'orderId',
    width: 100,
    render: (payment) => (
      <Link to={`/admin/orders?order=${encodeURIComponent(payment.orderId)}`} aria-label={`Open order ${payment.orderId}`} onClick={(event) => event.stopPropagation()}>
        {payment.orderId}
      </Link>
    ),
  },
  { title: 'Customer', key: 'email', dataIndex: 'email', width: 200, ellipsis: true },
  { title: 'For', key: 'kind', width: 120, render: (payment) => KINDS[payment.kind] ?? payment.kind },
  { title: 'Via', key: 'provider', width: 80, render: (payment) => PROVIDERS[payment.provider] ?? payment.provider },
  {
    title: 'Reference',
    key: 'reference',
    width: 130,
    ellipsis: true,
    render: (payment) => payment.reference ?? '—',
  },
  {
    title: 'Needs',
    key: 'attention',
    width: 180,
    ellipsis: true,
    render: (payment) => (payment.attention ? <Typography.Text type="danger" title={payment.attention}>{payment.attention}</Typography.Text> : '—'),
  },
  // Pinned at the end: on a phone the state and amount stay in view while the rest scrolls.
  { title: 'Status', key: 'status', width: 110, fixed: 'end', render: (payment) => <AdminTag color={STATUS_COLOR[payment.status]}>{statusText(payment)}</AdminTag> },
  {
    title: 'Amount',
    key: 'amount',
    width: 130,
    align: 'right',
    fixed: 'end',
    // A refund is money going back: shown with a minus, as the totals count it.
    render: (payment) => (payment.kind === 'refund' ? `− ${formatMoney(payment.amount)}` : formatMoney(payment.amount)),
  },
];

/** The totals of everything the filters match, as the server summed them (settled money only). */
function PaymentTotals({ totals, loading }: { totals: AdminPaymentPage['totals'] | undefined; loading: boolean }) {
  const figures = [
    { key: 'received', label: 'Received', value: totals ? formatMoney(totals.received) : '—' },
    { key: 'refunded', label: 'Refunded', value: totals ? formatMoney(totals.refunded) : '—' },
    { key: 'net', label: 'Net', value: totals ? formatMoney(totals.net) : '—' },
    { key: 'failedRefunds', label: 'Refunds failed', value: totals ? String(totals.failedRefunds) : '—' },
    { key: 'attention', label: 'Need attention', value: totals ? String(totals.attention) : '—' },
  ];
  return (
    <section aria-label="Totals" className="admin-payment-totals" aria-busy={loading}>
      <dl className="admin-payment-totals__figures">
        {figures.map((figure) => (
          <div key={figure.key} data-testid={`payments-total-${figure.key}`}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        Totals of {totals ? totals.count.toLocaleString('en-US') : '…'} {totals?.count === 1 ? 'entry' : 'entries'} on every page; only money that moved counts (payments paid, refunds sent).
      </Typography.Paragraph>
    </section>
  );
}

/**
 * /admin/payments (staff and admins): every payment and refund of every order, newest first, with
 * filters by status, provider, kind and day in the URL, and the totals of all that match. A row
 * opens its order, where a failed refund is retried. Not in the sidebar (the spec fixes its
 * entries): the dashboards link here.
 */
export default function PaymentsPage() {
  const navigate = useNavigate();
  const list = useListQuery(PAYMENT_LIST);
  const { status, provider, kind, from, to } = list.values;
  // The same arguments, in the same order, as the first request (usePrefetchScreenData) and routes.ts's preload.
  const { data, error, isLoading, isFetching, refetch } = useAdminPaymentPageQuery({ status, provider, kind, from, to, page: list.page, limit: ADMIN_PAGE_SIZE });

  useEffect(() => {
    if (error) console.error('Failed to load the payments', error);
  }, [error]);

  const filtered = Boolean(status || provider || kind || from || to);
  return (
    <div>
      <PageTitle extra={<Button onClick={() => refetch()}>Refresh</Button>}>Payments</PageTitle>
      <ListToolbar>
        <ListSelect
          id="payments-status"
          label="Status"
          value={status}
          width={150}
          options={[{ value: '', label: 'Any status' }, ...Object.entries(STATUSES).map(([value, label]) => ({ value, label }))]}
          onChange={(value) => list.update({ status: value })}
        />
        <ListSelect
          id="payments-provider"
          label="Provider"
          value={provider}
          width={140}
          options={[{ value: '', label: 'Any provider' }, ...Object.entries(PROVIDERS).map(([value, label]) => ({ value, label }))]}
          onChange={(value) => list.update({ provider: value })}
        />
        <ListSelect
          id="payments-kind"
          label="Kind"
          value={kind}
          width={190}
          options={[{ value: '', label: 'Payments and refunds' }, ...Object.entries(KINDS).map(([value, label]) => ({ value, label }))]}
          onChange={(value) => list.update({ kind: value })}
        />
        <DateRangeFilter id="payments-dates" label="Recorded between" from={from} to={to} onChange={(range) => list.update(range)} />
      </ListToolbar>
      {error ? <Typography.Paragraph type="danger">The payments could not be loaded.</Typography.Paragraph> : null}
      <PaymentTotals totals={data?.totals} loading={isFetching} />
      <AdminTable<AdminPayment>
        label="Payments"
        rowKey="_id"
        columns={paymentColumns}
        rows={data?.data ?? []}
        onRowClick={(payment) => navigate(`/admin/orders?order=${encodeURIComponent(payment.orderId)}`)}
        loading={isLoading || isFetching}
        minWidth={1100}
        cards
        empty={filtered ? 'No payments match these filters' : 'No payments yet'}
        pager={list.pager(data?.pagination.total ?? 0, (total) => `${total.toLocaleString('en-US')} ${total === 1 ? 'entry' : 'entries'}`)}
      />
    </div>
  );
}

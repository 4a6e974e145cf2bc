import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '@rental/platform';
import { formatDateTime, formatDay } from '@rental/platform/dates';
import { errorMessage } from '@rental/platform/errors';
import { formatMoney } from '@rental/platform/money';
import type { Order } from '@rental/platform/types';
import { useAdminMarkPickedUpMutation, useAdminMarkReturnedMutation, useAdminOrderPageQuery, useAdminSetOrderStatusMutation } from '../api/adminApi';
import type { AdminOrderAction, AdminOrderStatus, OrderUpdated } from '../api/adminApi';
import { type AdminColumn, AdminTable } from '../components/AdminTable';
import { DateRangeFilter, ListSearch, ListSelect, ListToolbar } from '../components/ListToolbar';
import { ORDER_LIST, useListQuery } from '../components/useListQuery';
import { type DepositRefund, OrderDetailDialog } from '../components/OrderDetailDialog';
import { OrderStatusTag, OverdueTag } from '../components/OrderStatusTag';
import { PageTitle } from '../components/PageTitle';

const STATUSES = ['Pending', 'approved', 'Rejected', 'Cancelled', 'Expired'];

/**
 * /admin/orders: orders a page at a time, newest first, filtered and sorted by the server; the
 * filters, sort and page live in the URL (`?status=Pending&from=2026-11-16&to=2026-11-22`). A
 * detail dialog sets 'approved' or 'Rejected' and, once approved, records the pick-up and the
 * return. `?order=ORD0001` opens that order (the dashboard's overdue list links here).
 */
export default function OrdersPage() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const list = useListQuery(ORDER_LIST);
  const { data, error, isLoading, isFetching } = useAdminOrderPageQuery(list.args);
  const [setOrderStatus] = useAdminSetOrderStatusMutation();
  const [markPickedUp] = useAdminMarkPickedUpMutation();
  const [markReturned] = useAdminMarkReturnedMutation();
  const [openId, setOpenId] = useState<string | null>(() => params.get('order'));
  // The order open now, for answers that arrive after the admin closed or switched the dialog.
  const openNow = useRef(openId);
  const [saving, setSaving] = useState<AdminOrderAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The order as the last pick-up or return answered it: shown until the reloaded list catches up.
  const [answered, setAnswered] = useState<Order | null>(null);

  useEffect(() => {
    if (error) console.error('Failed to load orders', error);
  }, [error]);

  // The reloaded list has caught up with the answer.
  useEffect(() => setAnswered(null), [data]);

  const orders = data?.data ?? [];
  const onPage = orders.find((order) => order.orderId === openId);
  // An order opened by link may be on another page: asked for by its id.
  const { data: byId } = useAdminOrderPageQuery({ q: openId ?? '' }, { skip: !openId || !!onPage });
  const listed = onPage ?? byId?.data.find((order) => order.orderId === openId);
  const open = answered && answered.orderId === openId ? answered : listed;

  const openOrder = (orderId: string | null) => {
    openNow.current = orderId;
    setOpenId(orderId);
    setFailure(null);
    setAnswered(null);
    if (!orderId && params.has('order'))
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('order');
          return next;
        },
        { replace: true },
      );
  };

  /**
   * Runs one update of the open order; a failure shows the server's text in the dialog, which stays
   * open. The answer only lands in the dialog (or closes it) while that order is still the one open:
   * an admin who closed it or opened another meanwhile gets the toast, not a stray alert.
   */
  const run = async (action: AdminOrderAction, update: (orderId: string) => Promise<OrderUpdated>, fallback: string) => {
    if (!open || saving) return undefined;
    const { orderId } = open;
    setSaving(action);
    setFailure(null);
    try {
      const answer = await update(orderId);
      toast.success(answer.message || `Order ${orderId} updated`);
      return openNow.current === orderId ? answer : undefined;
    } catch (err) {
      const text = errorMessage(err, fallback);
      if (openNow.current === orderId) {
        setAnswered(null);
        setFailure(text);
      } else {
        toast.error(text);
      }
      return undefined;
    } finally {
      // The list reloads after every update, successful or not (the mutations invalidate it).
      setSaving(null);
    }
  };

  const decide = async (status: AdminOrderStatus) => {
    const answer = await run(status, (orderId) => setOrderStatus({ orderId, status }).unwrap(), 'Failed to update the order status');
    if (answer) openOrder(null);
  };

  // After a pick-up or return the dialog stays open: it shows the recorded date and the next step.
  const step = async (action: 'pickup' | 'return', refund: DepositRefund = {}) => {
    const answer =
      action === 'pickup'
        ? await run(action, (orderId) => markPickedUp(orderId).unwrap(), 'Failed to record the pick-up')
        : await run(action, (orderId) => markReturned({ orderId, ...refund }).unwrap(), 'Failed to record the return');
    if (answer?.order) setAnswered(answer.order);
  };

  const columns: AdminColumn<Order>[] = [
    { title: 'Order', key: 'orderId', dataIndex: 'orderId', sortable: true },
    { title: 'Customer', key: 'email', dataIndex: 'email' },
    { title: 'Dates', key: 'startingDate', sortable: true, render: (order) => `${formatDay(order.startingDate)} – ${formatDay(order.endingDate)}` },
    { title: 'Days', key: 'days', dataIndex: 'days', align: 'right' },
    { title: 'Total', key: 'totalAmount', align: 'right', sortable: true, render: (order) => formatMoney(order.totalAmount) },
    { title: 'Ordered', key: 'orderDate', sortable: true, render: (order) => formatDateTime(order.orderDate) },
    // Pinned at the end: on a phone the status and the way into the dialog stay in view while the rest scrolls.
    {
      title: 'Approval Status',
      key: 'status',
      fixed: 'end',
      width: 150,
      render: (order) => (
        <span className="admin-tags">
          <OrderStatusTag status={order.status} />
          {order.overdue && <OverdueTag />}
        </span>
      ),
    },
    {
      title: 'Details',
      key: 'details',
      fixed: 'end',
      width: 84,
      render: (order) => (
        <button type="button" className="admin-button admin-button--small" aria-label={`Open order ${order.orderId}`} onClick={() => openOrder(order.orderId)}>
          Open
        </button>
      ),
    },
  ];

  return (
    <div>
      <PageTitle>Orders</PageTitle>
      <ListToolbar>
        <ListSelect
          id="orders-status"
          label="Status"
          value={list.values.status}
          width={170}
          options={[{ value: '', label: 'All statuses' }, ...STATUSES.map((status) => ({ value: status, label: status }))]}
          onChange={(status) => list.update({ status })}
        />
        <DateRangeFilter id="orders-dates" label="Ordered between" from={list.values.from} to={list.values.to} onChange={(range) => list.update(range)} />
        <ListSearch id="orders-search" value={list.values.q} label="Search orders" placeholder="Order id or customer e-mail" onSearch={(q) => list.update({ q })} />
      </ListToolbar>
      <AdminTable<Order>
        label="Orders"
        rowKey="orderId"
        columns={columns}
        rows={orders}
        loading={isLoading || (isFetching && !saving)}
        onRowClick={(order) => openOrder(order.orderId)}
        minWidth={980}
        empty={list.values.status || list.values.q || list.values.from || list.values.to ? 'No orders match these filters' : 'No orders yet'}
        sort={list.tableSort}
        pager={list.pager(data?.pagination.total ?? 0, (total) => `${total} orders`)}
      />
      <OrderDetailDialog
        order={open}
        saving={saving}
        error={failure}
        onSetStatus={decide}
        onMarkPickedUp={() => step('pickup')}
        onMarkReturned={(refund) => step('return', refund)}
        onUnitsChanged={() => setFailure(null)}
        onClose={() => openOrder(null)}
      />
    </div>
  );
}

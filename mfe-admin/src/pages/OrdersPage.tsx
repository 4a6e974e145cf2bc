import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import type { Order } from '@rental/platform/types';
import { useAdminMarkPickedUpMutation, useAdminMarkReturnedMutation, useAdminOrderPageQuery, useAdminSetOrderStatusMutation } from '../api/adminApi';
import type { AdminOrder, AdminOrderAction, AdminOrderStatus, OrderUpdated } from '../api/adminApi';
import { AdminTable } from '../components/AdminTable';
import { DateRangeFilter, ListSearch, ListSelect, ListToolbar } from '../components/ListToolbar';
import { ORDER_LIST, useListQuery } from '../components/useListQuery';
import { type DepositRefund, OrderDetailDialog } from '../components/OrderDetailDialog';
import { ORDERS_TABLE, ORDER_DATES_FILTER, ORDER_SEARCH, ORDER_STATUS_FILTER, orderColumns, ordersEmptyText, ordersTotal } from '../components/orderList';
import { PageTitle } from '../components/PageTitle';

/**
 * /admin/orders: orders a page at a time, newest first, filtered and sorted by the server; the
 * filters, sort and page live in the URL (`?status=Pending&from=2026-11-16&to=2026-11-22`). A
 * detail dialog offers what the order's stage allows (the server's `actions`): 'approved' or
 * 'Rejected', then the pick-up (confirmed first when early) and the return (units checked off). `?order=ORD0001` opens that order (the dashboard's overdue list links here).
 */
/** The server refused a pick-up only because it is before the start date (409 with early: true). */
const askedForEarly = (failure: unknown) => (failure as { status?: unknown; data?: { early?: unknown } } | null)?.status === 409 && (failure as { data?: { early?: unknown } }).data?.early === true;

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

  // The reloaded list has caught up with the response.
  useEffect(() => setAnswered(null), [data]);

  const orders = data?.data ?? [];
  const onPage = orders.find((order) => order.orderId === openId);
  // An order opened by link may be on another page: asked for by its id.
  const { data: byId } = useAdminOrderPageQuery({ q: openId ?? '' }, { skip: !openId || !!onPage });
  const listed = onPage ?? byId?.data.find((order) => order.orderId === openId);
  // The response has no customer's name or phone (only the list has them): those stay the list's.
  const open = answered && answered.orderId === openId ? { ...listed, ...answered } : listed;

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
   * open. The response only lands in the dialog (or closes it) while that order is still the one open:
   * an admin who closed it or opened another meanwhile gets the toast, not a stray alert.
   */
  const run = async (action: AdminOrderAction, update: (orderId: string) => Promise<OrderUpdated>, fallback: string, quiet?: (failure: unknown) => boolean) => {
    if (!open || saving) return undefined;
    const { orderId } = open;
    setSaving(action);
    setFailure(null);
    try {
      const answer = await update(orderId);
      toast.success(answer.message || `Order ${orderId} updated`);
      return openNow.current === orderId ? answer : undefined;
    } catch (err) {
      // A refusal the dialog answers itself (an early pick-up to confirm): no alert.
      if (openNow.current === orderId && quiet?.(err)) return 'quiet' as const;
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
  const pickUp = async (early: boolean): Promise<'early' | void> => {
    const answer = await run('pickup', (orderId) => markPickedUp({ orderId, early }).unwrap(), 'Failed to record the pick-up', (failure) => !early && askedForEarly(failure));
    if (answer === 'quiet') return 'early';
    if (answer?.order) setAnswered(answer.order);
  };
  const giveBack = async (refund: DepositRefund): Promise<boolean> => {
    const answer = await run('return', (orderId) => markReturned({ orderId, ...refund }).unwrap(), 'Failed to record the return');
    if (answer && answer !== 'quiet' && answer.order) setAnswered(answer.order);
    return !!answer;
  };

  const columns = orderColumns(openOrder);

  return (
    <div>
      <PageTitle>Orders</PageTitle>
      <ListToolbar>
        {/* By stage (Out, Late, Returned too); a `?status=` link shows its status until another is picked. */}
        <ListSelect {...ORDER_STATUS_FILTER} value={list.values.stage ?? list.values.status} onChange={(stage) => list.update({ stage, status: undefined })} />
        <DateRangeFilter {...ORDER_DATES_FILTER} from={list.values.from} to={list.values.to} onChange={(range) => list.update(range)} />
        <ListSearch {...ORDER_SEARCH} value={list.values.q} onSearch={(q) => list.update({ q })} />
      </ListToolbar>
      <AdminTable<AdminOrder>
        {...ORDERS_TABLE}
        columns={columns}
        rows={orders}
        loading={isLoading || (isFetching && !saving)}
        onRowClick={(order) => openOrder(order.orderId)}
        empty={ordersEmptyText(list.values)}
        sort={list.tableSort}
        pager={list.pager(data?.pagination.total ?? 0, ordersTotal)}
      />
      <OrderDetailDialog
        order={open}
        saving={saving}
        error={failure}
        onSetStatus={decide}
        onMarkPickedUp={pickUp}
        onMarkReturned={giveBack}
        onUnitsChanged={() => setFailure(null)}
        onClose={() => openOrder(null)}
      />
    </div>
  );
}

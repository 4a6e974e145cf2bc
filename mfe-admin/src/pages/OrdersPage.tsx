import { useEffect, useState } from 'react';
import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { errorMessage, formatMoney, useToast } from '@rental/platform';
import type { Order } from '@rental/platform';
import { useAdminOrdersQuery, useAdminSetOrderStatusMutation } from '../api/adminApi';
import type { AdminOrderStatus } from '../api/adminApi';
import { AdminTable } from '../components/AdminTable';
import { formatDateTime, formatDay } from '../components/dates';
import { OrderDetailDialog } from '../components/OrderDetailDialog';
import { OrderStatusTag } from '../components/OrderStatusTag';
import { PageTitle } from '../components/PageTitle';

const newestFirst = (a: Order, b: Order) => Date.parse(b.orderDate) - Date.parse(a.orderDate) || Number(b._id) - Number(a._id);

/** /admin/orders: every order, newest first; a detail dialog sets 'approved' or 'Rejected'. */
export default function OrdersPage() {
  const toast = useToast();
  const { data, error, isLoading, isFetching } = useAdminOrdersQuery();
  const [setOrderStatus] = useAdminSetOrderStatusMutation();
  const [openId, setOpenId] = useState<string | null>(null);
  const [saving, setSaving] = useState<AdminOrderStatus | null>(null);

  useEffect(() => {
    if (error) console.error('Failed to load orders', error);
  }, [error]);

  const orders = [...(data ?? [])].sort(newestFirst);
  const open = orders.find((order) => order.orderId === openId);

  const decide = async (status: AdminOrderStatus) => {
    if (!open) return;
    setSaving(status);
    try {
      const answer = await setOrderStatus({ orderId: open.orderId, status }).unwrap();
      toast.success(answer.message || `Order ${open.orderId} is now ${status}`);
      setOpenId(null);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to update the order status'));
    } finally {
      // The list reloads after every update, successful or not (the mutation invalidates it).
      setSaving(null);
    }
  };

  const columns: TableColumnsType<Order> = [
    { title: 'Order', dataIndex: 'orderId' },
    { title: 'Customer', dataIndex: 'email' },
    { title: 'Dates', key: 'dates', render: (_v, order) => `${formatDay(order.startingDate)} – ${formatDay(order.endingDate)}` },
    { title: 'Days', dataIndex: 'days', align: 'right' },
    { title: 'Total', dataIndex: 'totalAmount', align: 'right', render: (total: number) => formatMoney(total) },
    { title: 'Ordered', dataIndex: 'orderDate', render: (date: string) => formatDateTime(date) },
    // Pinned at the end: on a phone the status and the way into the dialog stay in view while the rest scrolls.
    { title: 'Approval Status', dataIndex: 'status', fixed: 'end', render: (status: string) => <OrderStatusTag status={status} /> },
    {
      title: 'Details',
      key: 'details',
      fixed: 'end',
      render: (_v, order) => (
        <Button size="small" aria-label={`Open order ${order.orderId}`} onClick={() => setOpenId(order.orderId)}>
          Open
        </Button>
      ),
    },
  ];

  return (
    <div>
      <PageTitle>Orders</PageTitle>
      <AdminTable<Order>
        rowKey="orderId"
        columns={columns}
        dataSource={orders}
        loading={isLoading || (isFetching && !saving)}
        onRow={(order) => ({ onClick: () => setOpenId(order.orderId), style: { cursor: 'pointer' } })}
        minWidth={980}
        locale={{ emptyText: 'No orders yet' }}
      />
      <OrderDetailDialog order={open} saving={saving} onSetStatus={decide} onClose={() => setOpenId(null)} />
    </div>
  );
}

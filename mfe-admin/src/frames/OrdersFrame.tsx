// /admin/orders before any script runs: the screen's layout, filters and first page, filled from
// GET /api/admin/orders with the address's filters (registration.json's preload).
import type { ReactNode } from 'react';
import { PerValue, Section } from '@rental/platform/frames';
import type { AdminOrder } from '../api/adminApi';
import { AdminTable } from '../components/AdminTable';
import { ListSearch, ListToolbar } from '../components/ListToolbar';
import { ORDERS_TABLE, ORDER_DATES_FILTER, ORDER_SEARCH, ORDER_STAGES, ORDER_STATUSES, ORDER_STATUS_FILTER, orderColumns, ordersTotal } from '../components/orderList';
import { OrderStatusTag, OverdueTag } from '../components/OrderStatusTag';
import { PageTitle } from '../components/PageTitle';
import { ORDER_LIST } from '../components/useListQuery';
import { FrameDates, FrameLayout, FrameSelect, anyQuery, frameMoney, framePager, frameSort } from './frameParts';

/** One order of placeholders: the page's columns draw it, but for what needs the value itself. */
const ROW = { orderId: '{{orderId}}', email: '{{email}}', startingDate: '{{startingDate|day}}', endingDate: '{{endingDate|day}}', days: '{{days}}' } as unknown as AdminOrder;

const CELLS: Record<string, () => ReactNode> = {
  // As OrderCustomer: the name and phone when the order has them, then the e-mail.
  email: () => (
    <span className="admin-customer">
      <Section name="customerName">
        <span className="admin-customer__name">{'{{customerName}}'}</span>
      </Section>
      <Section name="customerPhone">
        <a className="admin-customer__phone" href="tel:{{customerPhone}}">
          {'{{customerPhone}}'}
        </a>
      </Section>
      <span className="admin-customer__email">{'{{email}}'}</span>
    </span>
  ),
  totalAmount: () => frameMoney('totalAmount'),
  orderDate: () => '{{orderDate|datetime}}',
  status: () => (
    <span className="admin-tags">
      {/* As OrderStageTags: the stage when the API sends one (Late is the overdue mark itself), else the status. */}
      <Section name="stage">
        <PerValue field="stage" values={ORDER_STAGES} render={(stage) => <OrderStatusTag status={stage} />} />
        <Section name="overdue">
          <PerValue field="stage" values={ORDER_STAGES.filter((stage) => stage !== 'Late')} render={() => <OverdueTag />} />
        </Section>
      </Section>
      <Section name="stage" inverted>
        <PerValue field="status" values={ORDER_STATUSES} render={(status) => <OrderStatusTag status={status} />} />
        <Section name="overdue">
          <OverdueTag />
        </Section>
      </Section>
    </span>
  ),
};

export default function OrdersFrame() {
  const columns = orderColumns(() => undefined).map((column) => (CELLS[column.key] ? { ...column, render: CELLS[column.key] } : column));
  return (
    <FrameLayout selected="/admin/orders">
      <div>
        <PageTitle>Orders</PageTitle>
        <ListToolbar>
          {/* As the screen: the stage asked for, else a `?status=` link's status. */}
          <Section name="@query.stage">
            <FrameSelect {...ORDER_STATUS_FILTER} param="stage" />
          </Section>
          <Section name="@query.stage" inverted>
            <FrameSelect {...ORDER_STATUS_FILTER} param="status" />
          </Section>
          <FrameDates {...ORDER_DATES_FILTER} />
          <ListSearch {...ORDER_SEARCH} value="{{@query.q}}" onSearch={() => undefined} />
        </ListToolbar>
        <AdminTable<AdminOrder>
          {...ORDERS_TABLE}
          columns={columns}
          rows={[ROW]}
          frameList="data"
          onRowClick={() => undefined}
          sort={frameSort(ORDER_LIST)}
          empty={anyQuery(['status', 'stage', 'q', 'from', 'to'], 'No orders match these filters', 'No orders yet')}
          pager={framePager(ordersTotal)}
        />
      </div>
    </FrameLayout>
  );
}

import { useEffect } from 'react';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDay, utcToday } from '@rental/money-days/days';
import { type AdminOrder, useAdminOrderPageQuery } from '../api/adminApi';

const LIST_SIZE = 10;

/** One of today's lists: its count, and each order opening in the orders screen. */
function TodayList({ title, label, verb, orders, total, loading, failed, none }: { title: string; label: string; verb: string; orders: AdminOrder[]; total: number | undefined; loading: boolean; failed: boolean; none: string }) {
  return (
    <Card title={title} loading={loading} style={{ height: '100%' }}>
      <div className="admin-today">
        <Statistic title={verb} value={total ?? '—'} />
        {orders.length === 0 ? (
          <Typography.Text type="secondary">{failed ? 'Not available.' : none}</Typography.Text>
        ) : (
          <div>
            <ul className="admin-today__list" aria-label={label}>
              {orders.map((order) => (
                <li key={order.orderId}>
                  <Link to={`/admin/orders?order=${encodeURIComponent(order.orderId)}`} aria-label={`Open order ${order.orderId} (${label.toLowerCase()})`}>
                    {order.orderId}
                  </Link>
                  <span className="admin-today__customer">{order.customerName || order.email}</span>
                  {order.customerPhone ? <a className="admin-today__phone" href={`tel:${order.customerPhone}`}>{order.customerPhone}</a> : <span />}
                  <span className="admin-today__dates">
                    {formatDay(order.startingDate)} – {formatDay(order.endingDate)}
                  </span>
                </li>
              ))}
            </ul>
            {total !== undefined && total > orders.length && (
              <Typography.Text type="secondary">
                {orders.length} of {total}.
              </Typography.Text>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}

/**
 * Today at the counter: approved orders starting today and not picked up yet, and orders out that
 * are due back today (the server's filters, its UTC day as the API counts it).
 */
export function TodayAtCounter() {
  const today = utcToday();
  const pickups = useAdminOrderPageQuery({ stage: 'approved', startsOn: today, sort: 'orderDate', order: 'asc', limit: LIST_SIZE }, { refetchOnMountOrArgChange: true });
  const returns = useAdminOrderPageQuery({ stage: 'Out', endsOn: today, sort: 'orderDate', order: 'asc', limit: LIST_SIZE }, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (pickups.error || returns.error) console.error("Failed to load today's pick-ups and returns", pickups.error ?? returns.error);
  }, [pickups.error, returns.error]);
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24} lg={12}>
        <TodayList
          title="Pick-ups today"
          label="Pick-ups today"
          verb="To hand out"
          orders={pickups.data?.data ?? []}
          total={pickups.data?.pagination.total}
          loading={pickups.isLoading}
          failed={!!pickups.error}
          none="Nothing to hand out today."
        />
      </Col>
      <Col xs={24} lg={12}>
        <TodayList
          title="Returns today"
          label="Returns today"
          verb="Due back"
          orders={returns.data?.data ?? []}
          total={returns.data?.pagination.total}
          loading={returns.isLoading}
          failed={!!returns.error}
          none="Nothing due back today."
        />
      </Col>
    </Row>
  );
}

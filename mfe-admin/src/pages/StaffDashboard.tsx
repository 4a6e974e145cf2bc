import { useEffect } from 'react';
import { Card, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useAuth } from '@rental/platform';
import { formatDateTime, formatDay } from '@rental/money-days/days';
import { useAdminOrderPageQuery } from '../api/adminApi';
import { PageTitle } from '../components/PageTitle';
import { TodayAtCounter } from '../components/TodayAtCounter';

const QUEUE_SIZE = 5;

/**
 * /admin for staff: their work queue, the bookings waiting for a decision (oldest first), from the
 * paged order list. No revenue and no account figures: those are the admin's (GET /api/admin/stats).
 */
export function StaffDashboard() {
  const { user } = useAuth();
  const { data, error, isLoading } = useAdminOrderPageQuery({ status: 'Pending', sort: 'orderDate', order: 'asc', limit: QUEUE_SIZE }, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (error) console.error('Failed to load the orders waiting for approval', error);
  }, [error]);

  const waiting = data?.data ?? [];
  return (
    <div>
      <PageTitle>Staff dashboard</PageTitle>
      <Typography.Paragraph type="secondary">Signed in as {user?.email}</Typography.Paragraph>
      <Card title="Waiting for approval" loading={isLoading} extra={<Link to="/admin/orders?status=Pending">All Pending orders</Link>}>
        <div className="admin-overdue">
          <Statistic title="Pending" value={data ? data.pagination.total : '—'} />
          {waiting.length === 0 ? (
            <Typography.Text type="secondary">{data ? 'Nothing waiting: every booking has an answer.' : 'Not available.'}</Typography.Text>
          ) : (
            <ul className="admin-overdue__list" aria-label="Orders waiting for approval">
              {waiting.map((order) => (
                <li key={order.orderId}>
                  <Link to={`/admin/orders?order=${encodeURIComponent(order.orderId)}`} aria-label={`Open pending order ${order.orderId}`}>
                    {order.orderId}
                  </Link>
                  <span className="admin-overdue__customer">{order.email}</span>
                  <span className="admin-overdue__due">
                    {formatDay(order.startingDate)} – {formatDay(order.endingDate)}
                  </span>
                  <time dateTime={order.orderDate}>{formatDateTime(order.orderDate)}</time>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
      <TodayAtCounter />
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Link to="/admin/planner">Planner</Link>: what is out when, across the fleet.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <Link to="/admin/messages">Contact messages</Link>: what visitors wrote on the Contact page.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <Link to="/admin/payments">Payments</Link>: money taken and given back, and refunds to retry.
        <Link to="/admin/runs">Delivery runs</Link>: today's deliveries and collections, the run sheet, and marking them done.
      </Typography.Paragraph>
    </div>
  );
}

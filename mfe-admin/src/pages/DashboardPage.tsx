import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { AppstoreOutlined, AuditOutlined, BarChartOutlined, CalendarOutlined, CarOutlined, DeploymentUnitOutlined, EnvironmentOutlined, FileProtectOutlined, MailOutlined, MessageOutlined, PictureOutlined, PlusOutlined, ShoppingCartOutlined, TagsOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '@rental/platform';
import { formatDateTime, formatDay } from '@rental/money-days/days';
import { formatMoney } from '@rental/money-days/money';
import type { Order } from '@rental/platform/types';
import { useAdminStatsQuery } from '../api/adminApi';
import { useAdminReportQuery } from '../api/reportsApi';
import { CHART_COLORS, Sparkline } from '../components/charts';
import type { AdminStats } from '../api/adminApi';
import { useBackOfficeRole } from '../components/backOfficeRole';
import { AdminTag } from '../components/AdminTag';
import { OrderStatusTag } from '../components/OrderStatusTag';
import { PageTitle } from '../components/PageTitle';
import { DASHBOARD_FRESH_SECONDS } from '../components/usePrefetchScreenData';
import { StaffDashboard } from './StaffDashboard';
import { TodayAtCounter } from '../components/TodayAtCounter';

interface Activity {
  id: string;
  at: string;
  text: ReactNode;
}

/** The latest orders and sign-ups, merged into one list, newest first. */
function recentActivity(stats: AdminStats | undefined): Activity[] {
  if (!stats) return [];
  const orders = stats.recentOrders.map((order) => ({
    id: `order-${order.orderId}`,
    at: order.orderDate,
    text: (
      <span>
        Order {order.orderId} by {order.email}, {formatMoney(order.totalAmount)} <OrderStatusTag status={order.status} />
      </span>
    ),
  }));
  const signups = stats.recentSignups.map((user) => ({
    id: `user-${user._id}`,
    at: user.createdAt,
    text: (
      <span>
        New {user.role === 'admin' ? 'admin' : user.role === 'staff' ? 'staff member' : 'customer'}: {user.name} ({user.email})
      </span>
    ),
  }));
  return [...orders, ...signups].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

const lateText = (days: number) => (days === 0 ? 'due today' : days === 1 ? '1 day late' : `${days} days late`);

/** The server's overdue count and its oldest overdue orders, each opening in the orders screen. */
function OverdueRentals({ count, orders, loading }: { count: number | undefined; orders: Order[]; loading: boolean }) {
  const shown = orders.length;
  return (
    <Card title="Overdue rentals" loading={loading} extra={<Link to="/admin/orders">All orders</Link>}>
      <div className="admin-overdue">
        <Statistic title="Overdue" value={count ?? '—'} styles={{ content: count ? { color: '#ff7875' } : undefined }} />
        {shown === 0 ? (
          <Typography.Text type="secondary">{count === undefined ? 'Not available.' : 'Nothing overdue: every approved rental is back or not yet due.'}</Typography.Text>
        ) : (
          <div>
            <ul className="admin-overdue__list" aria-label="Overdue orders">
              {orders.map((order) => (
                <li key={order.orderId}>
                  <Link to={`/admin/orders?order=${encodeURIComponent(order.orderId)}`} aria-label={`Open overdue order ${order.orderId}`}>
                    {order.orderId}
                  </Link>
                  <span className="admin-overdue__customer">{order.email}</span>
                  <span className="admin-overdue__due">due {formatDay(order.endingDate)}</span>
                  <AdminTag color="volcano">{lateText(order.daysOverdue ?? 0)}</AdminTag>
                </li>
              ))}
            </ul>
            {count !== undefined && count > shown && (
              <Typography.Text type="secondary">
                The {shown} oldest of {count}.
              </Typography.Text>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}

const QUICK_LINKS = [
  { to: '/admin/orders', label: 'Review orders', icon: <ShoppingCartOutlined /> },
  { to: '/admin/items/add', label: 'Add an item', icon: <PlusOutlined /> },
  { to: '/admin/items', label: 'Manage items', icon: <AppstoreOutlined /> },
  { to: '/admin/users', label: 'Manage users', icon: <TeamOutlined /> },
  { to: '/admin/gallery', label: 'Update the gallery', icon: <PictureOutlined /> },
  { to: '/admin/planner', label: 'Planner', icon: <CalendarOutlined /> },
  { to: '/admin/reports', label: 'Reports', icon: <BarChartOutlined /> },
  // Not in the sidebar, whose entries the spec fixes.
  { to: '/admin/audit', label: 'Audit trail', icon: <AuditOutlined /> },
  { to: '/admin/versions', label: 'Live versions', icon: <DeploymentUnitOutlined /> },
  { to: '/admin/outbox', label: 'E-mail outbox', icon: <MailOutlined /> },
  { to: '/admin/payments', label: 'Payments', icon: <WalletOutlined /> },
  { to: '/admin/messages', label: 'Contact messages', icon: <MessageOutlined /> },
  { to: '/admin/coupons', label: 'Coupons', icon: <TagsOutlined /> },
  { to: '/admin/terms', label: 'Rental terms', icon: <FileProtectOutlined /> },
  { to: '/admin/runs', label: 'Delivery runs', icon: <CarOutlined /> },
  { to: '/admin/delivery', label: 'Delivery zones and windows', icon: <EnvironmentOutlined /> },
];

/** /admin: the admin's figures; staff, who see no revenue (the API refuses them the stats), get their work queue. */
export default function DashboardPage() {
  const role = useBackOfficeRole();
  // Nothing is asked of the server until it is known whose dashboard this is.
  if (!role) return null;
  return role === 'staff' ? <StaffDashboard /> : <AdminDashboard />;
}

/** Real figures from GET /api/admin/stats; a failed load is only logged (spec §8). */
function AdminDashboard() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data: stats, error, isLoading } = useAdminStatsQuery(undefined, { refetchOnMountOrArgChange: DASHBOARD_FRESH_SECONDS });

  useEffect(() => {
    if (error) console.error('Failed to load the dashboard figures', error);
  }, [error]);

  const cards = [
    { key: 'totalUsers', title: 'Total users', value: stats?.totalUsers },
    { key: 'totalOrders', title: 'Total orders', value: stats?.totalOrders, note: stats ? `${stats.pendingOrders} pending` : undefined },
    { key: 'totalItems', title: 'Total items', value: stats?.totalItems },
    { key: 'totalRevenue', title: 'Total revenue', value: stats ? formatMoney(stats.totalRevenue) : undefined, note: stats ? 'from approved orders' : undefined },
  ];
  const activity = recentActivity(stats);

  return (
    <div>
      <PageTitle>Admin dashboard</PageTitle>
      <Typography.Paragraph type="secondary">Signed in as {user?.email}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={24} sm={12} lg={6}>
            <Card loading={isLoading} style={{ height: '100%' }}>
              <Statistic title={card.title} value={card.value ?? '—'} />
              {card.note && <Typography.Text type="secondary">{card.note}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
      <LastThirtyDays />
      <div style={{ marginTop: 16 }}>
        <OverdueRentals count={stats?.overdueOrders} orders={stats?.overdue ?? []} loading={isLoading} />
      </div>
      <TodayAtCounter />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={9}>
          <Card title="Quick links" style={{ height: '100%' }}>
            <div className="admin-quick-links">
              {QUICK_LINKS.map((link) => (
                <Button
                  key={link.to}
                  icon={link.icon}
                  href={link.to}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(link.to);
                  }}
                >
                  {link.label}
                </Button>
              ))}
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card title="Recent activity" loading={isLoading} style={{ height: '100%' }}>
            {activity.length === 0 ? (
              <Typography.Text type="secondary">Nothing yet.</Typography.Text>
            ) : (
              <ul className="admin-activity" aria-label="Recent activity">
                {activity.map((item) => (
                  <li key={item.id}>
                    {item.text}
                    <time dateTime={item.at}>{formatDateTime(item.at)}</time>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}

const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Revenue (rental and late fees) and bookings made over the last 30 days, as two sparklines (GET /api/admin/reports). */
function LastThirtyDays() {
  const range = { from: utcDay(-29), to: utcDay(0), interval: 'day' as const };
  const revenue = useAdminReportQuery({ report: 'revenue', ...range });
  const bookings = useAdminReportQuery({ report: 'bookings', ...range });
  const money = (revenue.data?.series ?? []).map((p) => Math.round(((p.values.rental ?? 0) + (p.values.lateFees ?? 0)) * 100) / 100);
  const made = (bookings.data?.series ?? []).map((p) => p.values.bookings ?? 0);
  const moneyTotal = money.reduce((sum, value) => sum + value, 0);
  const madeTotal = made.reduce((sum, value) => sum + value, 0);
  return (
    <Card title="Last 30 days" style={{ marginTop: 16 }} loading={revenue.isLoading || bookings.isLoading} extra={<Link to="/admin/reports">Reports</Link>}>
      <div className="admin-sparklines">
        <div>
          <Statistic title="Revenue (rental and late fees)" value={revenue.data ? formatMoney(moneyTotal) : '—'} />
          {revenue.data ? <Sparkline values={money} label={`Revenue per day over the last 30 days, ${formatMoney(moneyTotal)} in all`} /> : null}
        </div>
        <div>
          <Statistic title="Bookings made" value={bookings.data ? madeTotal : '—'} />
          {bookings.data ? <Sparkline values={made} color={CHART_COLORS[1]} label={`Bookings made per day over the last 30 days, ${madeTotal} in all`} /> : null}
        </div>
      </div>
    </Card>
  );
}

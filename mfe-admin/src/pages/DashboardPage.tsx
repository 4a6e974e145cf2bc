// Placeholder until the admin issue. Stats are static placeholders per spec §3.
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useAuth } from '@rental/platform';

const STATS = [
  { title: 'Total users', value: 1250 },
  { title: 'Total orders', value: 342 },
  { title: 'Total items', value: 86 },
  { title: 'Revenue (Rs)', value: 458900 },
];

export function DashboardPage() {
  const { user } = useAuth();
  return (
    <div>
      <Typography.Title>Admin dashboard</Typography.Title>
      <Typography.Paragraph type="secondary">Signed in as {user?.email}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {STATS.map((stat) => (
          <Col key={stat.title} xs={24} sm={12} lg={6}>
            <Card>
              <Statistic title={stat.title} value={stat.value} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

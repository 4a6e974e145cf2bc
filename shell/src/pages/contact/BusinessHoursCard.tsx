import { Card, Typography } from 'antd';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import { pageStyles } from '../pageStyles';
import { businessHours } from './businessHours';

export function BusinessHoursCard() {
  return (
    <Card
      title={
        <span>
          <ClockCircleOutlined style={{ ...pageStyles.icon, fontSize: 18, marginRight: 8 }} />
          Business hours
        </span>
      }
    >
      <dl style={{ margin: 0 }}>
        {businessHours.map(({ days, hours }) => (
          <div key={days} style={{ display: 'flex', justifyContent: 'space-between', gap: 16, padding: '6px 0' }}>
            <dt>
              <Typography.Text>{days}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>
              <Typography.Text strong>{hours}</Typography.Text>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import BulbOutlined from '@ant-design/icons/BulbOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import SoundOutlined from '@ant-design/icons/SoundOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { pageStyles } from '../pageStyles';
import type { AboutFeature } from './aboutContent';

const icons: Record<AboutFeature['icon'], ReactNode> = {
  sound: <SoundOutlined style={pageStyles.icon} />,
  light: <BulbOutlined style={pageStyles.icon} />,
  calendar: <CalendarOutlined style={pageStyles.icon} />,
  safety: <SafetyCertificateOutlined style={pageStyles.icon} />,
  team: <TeamOutlined style={pageStyles.icon} />,
  support: <CustomerServiceOutlined style={pageStyles.icon} />,
};

/** Three cards side by side on a desktop, stacked on a phone. */
export function FeatureCards({ features }: { features: AboutFeature[] }) {
  return (
    <Row gutter={[24, 24]}>
      {features.map((feature) => (
        <Col key={feature.title} xs={24} md={8}>
          <Card style={pageStyles.card}>
            {icons[feature.icon]}
            {/* Under each section's h2: h3, at the size of a card title. */}
            <Typography.Title level={3} style={{ marginTop: 12, fontSize: 20 }}>
              {feature.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {feature.text}
            </Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

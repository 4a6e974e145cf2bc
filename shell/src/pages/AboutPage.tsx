import { useNavigate } from 'react-router-dom';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { aboutClaims, aboutStory, whatWeRent, whyUs } from './about/aboutContent';
import { FeatureCards } from './about/FeatureCards';
import { pageStyles } from './pageStyles';

/** /about: who we are, with the spec's claims (founded 2010, 10,000+ customers, 500+ products). */
export default function AboutPage() {
  const navigate = useNavigate();
  return (
    <>
      <section style={pageStyles.hero}>
        <Typography.Title style={pageStyles.heroTitle}>Sound and light for every stage</Typography.Title>
        <Typography.Paragraph type="secondary" style={pageStyles.lead}>
          Professional audio and lighting equipment to rent, from a birthday in the garden to a festival main stage.
        </Typography.Paragraph>
      </section>

      <div style={pageStyles.container}>
        <Row gutter={[24, 24]}>
          {aboutClaims.map((claim) => (
            <Col key={claim.label} xs={24} sm={8}>
              <Card style={{ ...pageStyles.card, textAlign: 'center' }}>
                <div style={pageStyles.stat}>{claim.figure}</div>
                <Typography.Text type="secondary">{claim.label}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>

        <section style={pageStyles.section}>
          <Typography.Title level={2}>Our story</Typography.Title>
          {aboutStory.map((paragraph) => (
            <Typography.Paragraph key={paragraph} style={{ fontSize: 16, maxWidth: 820 }}>
              {paragraph}
            </Typography.Paragraph>
          ))}
        </section>

        <section style={pageStyles.section}>
          <Typography.Title level={2}>What we rent</Typography.Title>
          <FeatureCards features={whatWeRent} />
        </section>

        <section style={pageStyles.section}>
          <Typography.Title level={2}>Why crews choose us</Typography.Title>
          <FeatureCards features={whyUs} />
        </section>

        <section style={{ ...pageStyles.section, textAlign: 'center' }}>
          <Typography.Title level={3}>Planning an event?</Typography.Title>
          <Space wrap style={{ justifyContent: 'center' }}>
            <Button type="primary" size="large" onClick={() => navigate('/items')}>
              Browse Gear
            </Button>
            <Button size="large" onClick={() => navigate('/contact')}>
              Contact us
            </Button>
          </Space>
        </section>
      </div>
    </>
  );
}

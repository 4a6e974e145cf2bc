import { Card, Col, Row, Typography } from 'antd';
import { BusinessHoursCard } from './contact/BusinessHoursCard';
import { ContactForm } from './contact/ContactForm';
import { ShopDetailsCard } from './contact/ShopDetailsCard';
import { pageStyles } from './pageStyles';

/** /contact: the message form (sent to the shop; the spec's thank-you kept), the shop's phone, e-mail and address, and the business hours (spec §2). */
export default function ContactPage() {
  return (
    <>
      <section style={pageStyles.hero}>
        <Typography.Title style={pageStyles.heroTitle}>Contact us</Typography.Title>
        <Typography.Paragraph type="secondary" style={pageStyles.lead}>
          Not sure which speakers fill your venue or how many lights you need? Ask us and we will help you plan it.
        </Typography.Paragraph>
      </section>
      <div style={pageStyles.container}>
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={15}>
            <Card title="Send us a message">
              <ContactForm />
            </Card>
          </Col>
          <Col xs={24} lg={9}>
            <ShopDetailsCard />
            <BusinessHoursCard />
          </Col>
        </Row>
      </div>
    </>
  );
}

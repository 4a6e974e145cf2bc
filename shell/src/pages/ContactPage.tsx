import { BusinessHoursCard } from './contact/BusinessHoursCard';
import { ContactForm } from './contact/ContactForm';
import { ShopDetailsCard } from './contact/ShopDetailsCard';
import { Card } from './controls/Card';
import { ControlStyles } from './controls/ControlStyles';
import { pageStyles } from './pageStyles';

/** /contact: the message form (sent to the shop; the spec's thank-you kept), the shop's phone, e-mail and address, and the business hours (spec §2). */
export default function ContactPage() {
  return (
    <div className="shell-page">
      <ControlStyles />
      <section style={pageStyles.hero}>
        <h1 style={pageStyles.heroTitle}>Contact us</h1>
        <p className="shell-muted" style={pageStyles.lead}>
          Not sure which speakers fill your venue or how many lights you need? Ask us and we will help you plan it.
        </p>
      </section>
      <div style={pageStyles.container}>
        <div className="shell-grid shell-grid--contact">
          <Card title="Send us a message">
            <ContactForm />
          </Card>
          <div>
            <ShopDetailsCard />
            <BusinessHoursCard />
          </div>
        </div>
      </div>
    </div>
  );
}

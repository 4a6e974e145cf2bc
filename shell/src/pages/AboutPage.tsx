import { useNavigate } from 'react-router-dom';
import { aboutClaims, aboutStory, whatWeRent, whyUs } from './about/aboutContent';
import { FeatureCards } from './about/FeatureCards';
import { Button } from './controls/Button';
import { Card } from './controls/Card';
import { ControlStyles } from './controls/ControlStyles';
import { pageStyles } from './pageStyles';

/** /about: who we are, with the spec's claims (founded 2010, 10,000+ customers, 500+ products). */
export default function AboutPage() {
  const navigate = useNavigate();
  return (
    <div className="shell-page">
      <ControlStyles />
      <section style={pageStyles.hero}>
        <h1 style={pageStyles.heroTitle}>Sound and light for every stage</h1>
        <p className="shell-muted" style={pageStyles.lead}>
          Professional audio and lighting equipment to rent, from a birthday in the garden to a festival main stage.
        </p>
      </section>

      <div style={pageStyles.container}>
        <div className="shell-grid shell-grid--sm-3">
          {aboutClaims.map((claim) => (
            <Card key={claim.label} style={{ ...pageStyles.card, textAlign: 'center' }}>
              <div style={pageStyles.stat}>{claim.figure}</div>
              <span className="shell-muted">{claim.label}</span>
            </Card>
          ))}
        </div>

        <section style={pageStyles.section}>
          <h2>Our story</h2>
          {aboutStory.map((paragraph) => (
            <p key={paragraph} style={{ fontSize: 16, maxWidth: 820 }}>
              {paragraph}
            </p>
          ))}
        </section>

        <section style={pageStyles.section}>
          <h2>What we rent</h2>
          <FeatureCards features={whatWeRent} />
        </section>

        <section style={pageStyles.section}>
          <h2>Why crews choose us</h2>
          <FeatureCards features={whyUs} />
        </section>

        <section style={{ ...pageStyles.section, textAlign: 'center' }}>
          <h3>Planning an event?</h3>
          <div style={pageStyles.actions}>
            <Button variant="primary" size="large" onClick={() => navigate('/items')}>
              Browse Gear
            </Button>
            <Button size="large" onClick={() => navigate('/contact')}>
              Contact us
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}

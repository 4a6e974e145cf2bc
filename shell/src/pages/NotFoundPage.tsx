import { useNavigate } from 'react-router-dom';
import { Button } from './controls/Button';
import { ControlStyles } from './controls/ControlStyles';
import { pageStyles } from './pageStyles';

/** Any path the site does not know (spec §2). */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="shell-page" style={{ ...pageStyles.hero, minHeight: '50vh' }}>
      <ControlStyles />
      <h1 style={pageStyles.heroTitle}>Error Not Found</h1>
      <p className="shell-muted" style={pageStyles.lead}>
        This page does not exist. The gear you are looking for is probably in the catalogue.
      </p>
      <Button variant="primary" size="large" style={{ marginTop: 16 }} onClick={() => navigate('/')}>
        Back to home
      </Button>
    </section>
  );
}

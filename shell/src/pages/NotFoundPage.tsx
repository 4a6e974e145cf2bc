import { useNavigate } from 'react-router-dom';
import { Button, Typography } from 'antd';
import { pageStyles } from './pageStyles';

/** Any path the site does not know (spec §2). */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section style={{ ...pageStyles.hero, minHeight: '50vh' }}>
      <Typography.Title style={pageStyles.heroTitle}>Error Not Found</Typography.Title>
      <Typography.Paragraph type="secondary" style={pageStyles.lead}>
        This page does not exist. The gear you are looking for is probably in the catalogue.
      </Typography.Paragraph>
      <Button type="primary" size="large" style={{ marginTop: 16 }} onClick={() => navigate('/')}>
        Back to home
      </Button>
    </section>
  );
}

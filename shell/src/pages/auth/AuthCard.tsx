import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, Typography } from 'antd';
import { PLACEHOLDER_IMAGE } from '@rental/platform/images';
import { authStyles } from './authStyles';

interface AuthCardProps {
  title: string;
  subtitle: string;
  wide?: boolean;
  footer: ReactNode;
  children: ReactNode;
}

/** The layout shared by Login and Register: brand back to the shop, title, form, link to the other page. */
export function AuthCard({ title, subtitle, wide, footer, children }: AuthCardProps) {
  return (
    <main style={authStyles.page}>
      <Card style={wide ? authStyles.wideCard : authStyles.card}>
        <Link to="/" style={authStyles.brand} aria-label="Stage Rentals: back to the shop">
          <img src={PLACEHOLDER_IMAGE} alt="" style={authStyles.logo} />
          <Typography.Text strong>Stage Rentals</Typography.Text>
        </Link>
        <Typography.Title level={1} style={{ marginTop: 8, marginBottom: 4, fontSize: 30 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
        {children}
        <div style={authStyles.footer}>{footer}</div>
      </Card>
    </main>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PLACEHOLDER_IMAGE } from '@rental/platform/images';
import { Card } from '../controls/Card';
import { ControlStyles } from '../controls/ControlStyles';
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
    <main style={authStyles.page} className="shell-page">
      <ControlStyles />
      <Card style={wide ? authStyles.wideCard : authStyles.card}>
        <Link to="/" style={authStyles.brand} aria-label="Stage Rentals: back to the shop">
          <img src={PLACEHOLDER_IMAGE} alt="" style={authStyles.logo} />
          <strong>Stage Rentals</strong>
        </Link>
        <h1 style={authStyles.title}>{title}</h1>
        <p className="shell-muted">{subtitle}</p>
        {children}
        <div style={authStyles.footer}>{footer}</div>
      </Card>
    </main>
  );
}

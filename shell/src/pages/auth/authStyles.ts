import type { CSSProperties } from 'react';
import { brandColors } from '@rental/platform';

// Sign-in pages stand alone (no nav bar): a spotlight on the stage, a card that fits a phone.
export const authStyles = {
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 'clamp(16px, 4vw, 48px) 16px',
    background: `radial-gradient(ellipse at top, rgba(245,166,35,0.18), transparent 55%), ${brandColors.stage}`,
    boxSizing: 'border-box',
  },
  card: { width: '100%', maxWidth: 460 },
  wideCard: { width: '100%', maxWidth: 620 },
  brand: { display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8, color: 'rgba(232, 236, 244, 0.85)', textDecoration: 'none' },
  logo: { width: 40, height: 40, borderRadius: 8 },
  title: { marginTop: 8, marginBottom: 4, fontSize: 30 },
  footer: { textAlign: 'center', marginTop: 16 },
} satisfies Record<string, CSSProperties>;

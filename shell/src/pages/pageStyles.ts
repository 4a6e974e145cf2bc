import type { CSSProperties } from 'react';
import { brandColors } from '@rental/platform';

// Layout shared by the static pages: one readable column that breathes at 1280px and fits 390px.
export const pageStyles = {
  container: { maxWidth: 1120, margin: '0 auto', padding: 'clamp(24px, 5vw, 56px) clamp(16px, 4vw, 32px)', boxSizing: 'border-box' },
  hero: {
    padding: 'clamp(32px, 7vw, 80px) clamp(16px, 4vw, 32px)',
    textAlign: 'center',
    background: `radial-gradient(ellipse at top, rgba(245,166,35,0.22), transparent 60%), ${brandColors.stage}`,
  },
  heroTitle: { fontSize: 'clamp(28px, 5vw, 48px)', lineHeight: 1.15, margin: '0 auto 12px', maxWidth: 820 },
  lead: { fontSize: 'clamp(15px, 2vw, 18px)', maxWidth: 680, margin: '0 auto' },
  section: { marginTop: 'clamp(32px, 6vw, 64px)' },
  card: { height: '100%' },
  icon: { fontSize: 28, color: brandColors.amber },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 8 },
  stat: { fontSize: 'clamp(28px, 4vw, 40px)', fontWeight: 700, color: brandColors.amber, lineHeight: 1.1 },
} satisfies Record<string, CSSProperties>;

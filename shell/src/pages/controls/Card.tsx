import type { CSSProperties, ReactNode } from 'react';

interface CardProps {
  /** Shown in the card's head, as an h2 (the page's sections under its h1). */
  title?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A panel on the stage: antd's Card look (border, radius, padding) in plain CSS. Not a named
 * region: its title would then also label it, and "Send us a message" would answer for "Message".
 */
export function Card({ title, className, style, children }: CardProps) {
  return (
    <section className={`shell-card${className ? ` ${className}` : ''}`} style={style}>
      {title ? (
        <div className="shell-card__head">
          <h2 className="shell-card__title">{title}</h2>
        </div>
      ) : null}
      <div className="shell-card__body">{children}</div>
    </section>
  );
}

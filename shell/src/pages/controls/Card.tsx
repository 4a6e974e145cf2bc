import { useId } from 'react';
import type { CSSProperties, ReactNode } from 'react';

interface CardProps {
  /** Shown in the card's head, as an h2 (the page's sections under its h1); it names the card's region. */
  title?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** A panel on the stage: antd's Card look (border, radius, padding) in plain CSS. */
export function Card({ title, className, style, children }: CardProps) {
  const titleId = useId();
  return (
    <section className={`shell-card${className ? ` ${className}` : ''}`} style={style} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <div className="shell-card__head">
          <h2 id={titleId} className="shell-card__title">
            {title}
          </h2>
        </div>
      ) : null}
      <div className="shell-card__body">{children}</div>
    </section>
  );
}

import { Link } from 'react-router-dom';

/** Previous / 'Page X of Y' / Next, as links so each page has its own address. */
export function Pager({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  if (totalPages <= 1) return null;
  const step = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link className="cat-btn" to={hrefFor(target)} rel={target < page ? 'prev' : 'next'}>
        {label}
      </Link>
    ) : (
      <span className="cat-btn" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="cat-pager" aria-label="Pages">
      {step(page - 1, 'Previous', page > 1)}
      <span>
        Page {page} of {totalPages}
      </span>
      {step(page + 1, 'Next', page < totalPages)}
    </nav>
  );
}

import type { PagerState } from '../pages/galleryPaging';

interface Props {
  pager: PagerState;
  onPrev: () => void;
  onNext: () => void;
}

/**
 * Prev/Next with 'Page X of Y' (spec §2); the page shows it only when there is more than one page.
 * Plain buttons: a visitor's /gallery runs no antd (the viewer's Modal brings it when opened).
 */
export function GalleryPager({ pager, onPrev, onNext }: Props) {
  return (
    <nav className="gallery-pager" aria-label="Gallery pages">
      <button type="button" className="gallery-button" onClick={onPrev} disabled={!pager.hasPrev}>
        Prev
      </button>
      <span className="gallery-pager__label" aria-live="polite">
        {pager.label}
      </span>
      <button type="button" className="gallery-button" onClick={onNext} disabled={!pager.hasNext}>
        Next
      </button>
    </nav>
  );
}

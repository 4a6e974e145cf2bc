import { Button } from 'antd';
import type { PagerState } from '../pages/galleryPaging';

interface Props {
  pager: PagerState;
  onPrev: () => void;
  onNext: () => void;
}

/** Prev/Next with 'Page X of Y' (spec §2); the page shows it only when there is more than one page. */
export function GalleryPager({ pager, onPrev, onNext }: Props) {
  return (
    <nav className="gallery-pager" aria-label="Gallery pages">
      <Button onClick={onPrev} disabled={!pager.hasPrev}>
        Prev
      </Button>
      <span className="gallery-pager__label" aria-live="polite">
        {pager.label}
      </span>
      <Button onClick={onNext} disabled={!pager.hasNext}>
        Next
      </Button>
    </nav>
  );
}

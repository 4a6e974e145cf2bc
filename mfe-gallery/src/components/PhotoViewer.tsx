import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { formatDateTime } from '@rental/money-days/days';
import type { GalleryItem } from '@rental/platform/types';
import { GalleryImage } from './GalleryImage';

interface Props {
  open: boolean;
  /** Undefined while the neighbouring page is loading (or failed to). */
  item: GalleryItem | undefined;
  failed: boolean;
  /** Asks again for a page that failed to load. */
  onRetry: () => void;
  /** 'Photo 21 of 36'; empty while loading. */
  title: string;
  hasPrev: boolean;
  hasNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  onClose: () => void;
  /** Once it has closed: the page decides where focus goes (the photo's card may be on another page by then). */
  afterClose: () => void;
}

/**
 * The full-size viewer, a modal `<dialog>`: the browser keeps focus inside it and the page behind
 * inert while it is open. Esc (or the close button, or a click beside it) closes, the arrow keys
 * and the buttons move to the neighbouring photos.
 */
export function PhotoViewer(props: Props) {
  const { open, afterClose } = props;
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      afterClose();
    }
  }, [open, afterClose]);
  return open ? <ViewerDialog {...props} /> : null;
}

function ViewerDialog({ item, failed, onRetry, title, hasPrev, hasNext, onPrev, onNext, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // Leaving the page closes it too: an element removed from the document leaves the top layer.
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === 'Escape') {
        // Closed by the page's state, so Esc, the button and a click beside it end the same way.
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowRight' && hasNext) {
        event.preventDefault();
        onNext();
      } else if (event.key === 'ArrowLeft' && hasPrev) {
        event.preventDefault();
        onPrev();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hasPrev, hasNext, onPrev, onNext, onClose]);

  // The dialog's own box is its backdrop's neighbour: a click whose target is the dialog itself
  // (not its panel) landed beside the panel.
  const onClickBeside = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  const postedAt = item ? formatDateTime(item.createdAt) : '';
  return (
    <dialog ref={dialog} className="gallery-viewer" aria-labelledby={titleId} onClick={onClickBeside} onCancel={(event) => event.preventDefault()}>
      <div className="gallery-viewer__panel">
        <header className="gallery-viewer__header">
          <h2 id={titleId} className="gallery-viewer__title">
            {title || 'Photo'}
          </h2>
          <button type="button" className="gallery-viewer__close" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <figure className="gallery-viewer__figure">
          <div className="gallery-viewer__frame">
            {item ? (
              <GalleryImage key={item._id} className="gallery-viewer__image" url={item.imageUrl} alt={item.description} lazy={false} />
            ) : failed ? (
              <div className="gallery-viewer__status" role="alert">
                <p>Failed to load gallery</p>
                <button type="button" className="gallery-button" onClick={onRetry}>
                  Try Again
                </button>
              </div>
            ) : (
              <p className="gallery-viewer__status" role="status">
                Loading photo…
              </p>
            )}
          </div>
          {item && (
            <figcaption className="gallery-viewer__caption">
              <p className="gallery-viewer__description">{item.description}</p>
              <div className="gallery-card__meta">
                <span className="gallery-category">{item.category || 'general'}</span>
                {postedAt && <time dateTime={item.createdAt}>{postedAt}</time>}
              </div>
            </figcaption>
          )}
        </figure>
        <footer className="gallery-viewer__footer">
          <span className="gallery-viewer__hint" aria-hidden="true">
            Use ← and → to move between photos
          </span>
          <div className="gallery-viewer__buttons">
            <button type="button" className="gallery-button" onClick={onPrev} disabled={!hasPrev} aria-label="Previous photo">
              ← Previous
            </button>
            <button type="button" className="gallery-button" onClick={onNext} disabled={!hasNext} aria-label="Next photo">
              Next →
            </button>
          </div>
        </footer>
      </div>
    </dialog>
  );
}

import { useEffect } from 'react';
import { Button, Modal } from 'antd';
import { AntdTheme } from '@rental/platform';
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
  afterClose: () => void;
}

/**
 * The full-size viewer: Esc (or the close button, or a click beside it) closes, the arrow keys and
 * the buttons move to the neighbouring photos. antd's Modal keeps focus inside while it is open;
 * the page decides where focus goes afterwards (the photo's card may be on another page by then).
 */
export function PhotoViewer({ open, item, failed, onRetry, title, hasPrev, hasNext, onPrev, onNext, onClose, afterClose }: Props) {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === 'ArrowRight' && hasNext) {
        event.preventDefault();
        onNext();
      } else if (event.key === 'ArrowLeft' && hasPrev) {
        event.preventDefault();
        onPrev();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, hasPrev, hasNext, onPrev, onNext]);

  const postedAt = item ? formatDateTime(item.createdAt) : '';
  // Inside its own antd theme: the gallery's page uses no antd, so the shell puts none around it.
  return (
    <AntdTheme>
      <Modal
        open={open}
        title={title || 'Photo'}
        onCancel={onClose}
        afterClose={afterClose}
        focusable={{ focusTriggerAfterClose: false }}
        centered
        width="min(1120px, calc(100vw - 24px))"
        footer={
          <div className="gallery-viewer__footer">
            <span className="gallery-viewer__hint" aria-hidden="true">
              Use ← and → to move between photos
            </span>
            <div className="gallery-viewer__buttons">
              <Button onClick={onPrev} disabled={!hasPrev} aria-label="Previous photo">
                ← Previous
              </Button>
              <Button onClick={onNext} disabled={!hasNext} aria-label="Next photo">
                Next →
              </Button>
            </div>
          </div>
        }
      >
        <figure className="gallery-viewer__figure" style={{ margin: 0 }}>
          <div className="gallery-viewer__frame">
            {item ? (
              <GalleryImage key={item._id} className="gallery-viewer__image" url={item.imageUrl} alt={item.description} lazy={false} />
            ) : failed ? (
              <div className="gallery-viewer__status" role="alert">
                <p>Failed to load gallery</p>
                <Button onClick={onRetry}>Try Again</Button>
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
      </Modal>
    </AntdTheme>
  );
}

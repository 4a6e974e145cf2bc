import type { MouseEvent } from 'react';
import { formatDateTime } from '@rental/money-days/days';
import type { GalleryItem } from '@rental/platform/types';
import { GalleryImage } from './GalleryImage';

interface Props {
  item: GalleryItem;
  canDelete: boolean;
  onOpen: (item: GalleryItem) => void;
  onDelete: (item: GalleryItem, trigger: HTMLElement) => void;
  /** The card's open button, so focus can come back to it when the viewer closes. */
  openButtonRef: (element: HTMLButtonElement | null) => void;
  /** One of the first cards, on screen at once: its picture is not lazy. */
  first?: boolean;
}

/** One photo: picture, description, category and when it was posted; the whole card opens the viewer. */
export function GalleryCard({ item, canDelete, onOpen, onDelete, openButtonRef, first = false }: Props) {
  const postedAt = formatDateTime(item.createdAt);
  return (
    <li className="gallery-card">
      <button type="button" className="gallery-card__open" aria-haspopup="dialog" ref={openButtonRef} onClick={() => onOpen(item)}>
        <GalleryImage className="gallery-card__image" url={item.imageUrl} alt={item.description} first={first} />
      </button>
      <div className="gallery-card__body">
        <p className="gallery-card__description">{item.description}</p>
        <div className="gallery-card__meta">
          <span className="gallery-category">{item.category || 'general'}</span>
          {postedAt && <time dateTime={item.createdAt}>{postedAt}</time>}
        </div>
        {canDelete && (
          <div className="gallery-card__actions">
            <button
              type="button"
              className="gallery-button gallery-button--small gallery-button--danger"
              aria-label={`Delete ${item.description}`}
              onClick={(event: MouseEvent<HTMLElement>) => onDelete(item, event.currentTarget)}
            >
              Delete
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

/** A card's outline while its page loads, the same size as the real one. */
export function PlaceholderCard() {
  return (
    <li className="gallery-card gallery-card--placeholder" aria-hidden="true">
      <div className="gallery-card__image" />
      <div className="gallery-card__body">
        <div className="gallery-line" />
        <div className="gallery-line gallery-line--short" />
      </div>
    </li>
  );
}

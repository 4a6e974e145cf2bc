// The public gallery (spec §2): 20 photos a page, the page in the address, a full-size viewer,
// and a Delete button on each card for admins.
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@rental/platform';
import { useHydrated } from '@rental/platform/hydration';
import { useGetGalleryPageQuery } from '../api/galleryApi';
import { GalleryCard, PlaceholderCard } from '../components/GalleryCard';
import { GalleryPager } from '../components/GalleryPager';
import { PhotoViewer } from '../components/PhotoViewer';
import { GALLERY_CSS } from '../components/galleryStyles';
import { lastPageIfBeyond, pageFromParam, pagerState, withPage } from './galleryPaging';
import { useDeletePhoto } from './useDeletePhoto';

// The viewer (a modal <dialog>, a few KB) is part of the page's own chunk, which the shell server
// preloads with a page it rendered: opening a photo, what a visitor does first here, works as soon
// as the page is hydrated, without a further request on a slow line. The delete confirmation
// (admins only) is its own chunk, loaded when first asked for. Both stay mounted once opened so
// they give focus back when closed.
/** Cards a phone or a desktop shows before any scrolling: their pictures load at once. */
export const FIRST_CARDS = 2;
const ConfirmDelete = lazy(() => import('../components/ConfirmDelete').then((m) => ({ default: m.ConfirmDelete })));

/** True from the first time `open` is true. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
import { usePhotoViewer } from './usePhotoViewer';

const PLACEHOLDERS = Array.from({ length: 8 }, (_, i) => i);

export default function GalleryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPage = pageFromParam(searchParams.get('page'));
  const page = requestedPage ?? 1;
  // Delete buttons are the signed-in admin's: the server's markup has none (useHydrated).
  const hydrated = useHydrated();
  const isAdmin = useAuth().isAdmin && hydrated;
  const { currentData, isError, refetch } = useGetGalleryPageQuery({ page });
  const items = currentData?.data ?? [];
  const totalPages = currentData?.pagination.totalPages ?? 0;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const openButtons = useRef(new Map<string, HTMLButtonElement>());

  const goToPage = useCallback(
    (target: number, options?: { replace?: boolean; state?: unknown }) => setSearchParams((params) => withPage(params, target), options),
    [setSearchParams],
  );
  const turnPage = (target: number) => {
    goToPage(target);
    // Keyboard and screen-reader users start the new page at its top, like everyone else.
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  };

  // A wrong page in the address (?page=abc, or past the end after deletes) is corrected in place.
  useEffect(() => {
    if (requestedPage === null) goToPage(1, { replace: true });
  }, [requestedPage, goToPage]);
  useEffect(() => {
    const last = currentData ? lastPageIfBeyond(page, currentData.pagination.totalPages) : null;
    if (last !== null) goToPage(last, { replace: true });
  }, [currentData, page, goToPage]);

  const { openPhoto, viewerProps } = usePhotoViewer({ page, items, goToPage, headingRef, openButtons });
  const { askToDelete, announcement, confirmProps } = useDeletePhoto(headingRef);
  const viewerOpened = useOpenedOnce(viewerProps.open);
  const confirmOpened = useOpenedOnce(confirmProps.open);

  const pager = pagerState(page, totalPages);
  let body;
  let loading = false;
  if (isError && !currentData) {
    body = (
      <div className="gallery-state" role="alert">
        <p className="gallery-state__text">Failed to load gallery</p>
        <button type="button" className="gallery-button" onClick={() => void refetch()}>
          Try Again
        </button>
      </div>
    );
  } else if (!currentData || (items.length === 0 && totalPages > 0)) {
    loading = true;
    body = (
      <ul className="gallery-grid">
        {PLACEHOLDERS.map((i) => (
          <PlaceholderCard key={i} />
        ))}
      </ul>
    );
  } else if (items.length === 0) {
    body = (
      <div className="gallery-state">
        <p className="gallery-state__text">No photos yet. Check back after our next event.</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="gallery-grid" aria-label={`Photos, page ${page}`}>
          {items.map((item, index) => (
            <GalleryCard
              key={item._id}
              item={item}
              first={index < FIRST_CARDS}
              canDelete={isAdmin}
              onOpen={openPhoto}
              onDelete={askToDelete}
              openButtonRef={(element) => {
                if (element) openButtons.current.set(item._id, element);
                else openButtons.current.delete(item._id);
              }}
            />
          ))}
        </ul>
        {pager.visible && <GalleryPager pager={pager} onPrev={() => turnPage(page - 1)} onNext={() => turnPage(page + 1)} />}
      </>
    );
  }

  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <style>{GALLERY_CSS}</style>
      <h1 className="gallery__title" id="gallery-title" ref={headingRef} tabIndex={-1}>
        Gallery
      </h1>
      <p className="gallery__lead">Photos from events our gear has lit and amplified.</p>
      {body}
      <p className="gallery-sr-only" role="status">
        {loading ? 'Loading gallery…' : announcement}
      </p>
      {viewerOpened && <PhotoViewer {...viewerProps} />}
      <Suspense fallback={null}>{isAdmin && confirmOpened && <ConfirmDelete {...confirmProps} />}</Suspense>
    </section>
  );
}

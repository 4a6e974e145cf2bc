// The public gallery (spec §2): 20 photos a page, the page in the address, a full-size viewer,
// and a Delete button on each card for admins.
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { Button } from 'antd';
import { useAuth } from '@rental/platform';
import type { GalleryItem } from '@rental/platform';
import { GALLERY_PAGE_SIZE, useDeleteGalleryItemMutation, useGalleryPrefetch, useGetGalleryPageQuery } from '../api/galleryApi';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { GalleryCard, PlaceholderCard } from '../components/GalleryCard';
import { GalleryPager } from '../components/GalleryPager';
import { GALLERY_CSS } from '../components/galleryStyles';
import { PhotoViewer } from '../components/PhotoViewer';
import { type ViewerPosition, lastPageIfBeyond, neighbour, pageFromParam, pagerState, photoNumber, withPage } from './galleryPaging';

const PLACEHOLDERS = Array.from({ length: 8 }, (_, i) => i);

export default function GalleryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPage = pageFromParam(searchParams.get('page'));
  const page = requestedPage ?? 1;
  const { isAdmin } = useAuth();
  const { currentData, isError, refetch } = useGetGalleryPageQuery({ page });
  const prefetchPage = useGalleryPrefetch('getGalleryPage');
  const [deleteItem, { isLoading: deleting }] = useDeleteGalleryItemMutation();

  const headingRef = useRef<HTMLHeadingElement>(null);
  const openButtons = useRef(new Map<string, HTMLButtonElement>());
  const items = currentData?.data ?? [];
  const totalPages = currentData?.pagination.totalPages ?? 0;

  const goToPage = useCallback(
    (target: number, replace = false) => setSearchParams((params) => withPage(params, target), { replace }),
    [setSearchParams],
  );

  // A wrong page in the address (?page=abc, or past the end after deletes) is corrected in place.
  useEffect(() => {
    if (requestedPage === null) goToPage(1, true);
  }, [requestedPage, goToPage]);
  useEffect(() => {
    const last = currentData ? lastPageIfBeyond(page, currentData.pagination.totalPages) : null;
    if (last !== null) goToPage(last, true);
  }, [currentData, page, goToPage]);

  const turnPage = (target: number) => {
    goToPage(target);
    // Keyboard and screen-reader users start the new page at its top, like everyone else.
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  };

  // The viewer: which photo, on which page. It reads its page from the cache on its own, so it
  // never waits for the address; moving past a page's edge then turns the page underneath too.
  const [viewer, setViewer] = useState<ViewerPosition | null>(null);
  const [viewerOpen, setViewerOpen] = useState(false);
  const viewerQuery = useGetGalleryPageQuery({ page: viewer?.page ?? page }, { skip: !viewer });
  const viewerPage = viewerQuery.currentData;
  const viewerItems = viewerPage?.data ?? [];
  const viewerIndex = viewer && viewerPage ? (viewer.index === 'last' ? viewerItems.length - 1 : viewer.index) : -1;
  const viewedItem: GalleryItem | undefined = viewerItems[viewerIndex];
  const lastViewedId = useRef<string | null>(null);
  useEffect(() => {
    if (viewedItem) lastViewedId.current = viewedItem._id;
  }, [viewedItem]);

  const position = viewer && viewedItem ? { page: viewer.page, index: viewerIndex } : null;
  const viewerTotalPages = viewerPage?.pagination.totalPages ?? 0;
  const nextPosition = position && neighbour(position, 1, viewerItems.length, viewerTotalPages);
  const prevPosition = position && neighbour(position, -1, viewerItems.length, viewerTotalPages);

  // The page the address shows or is about to show. The router renders a navigation as a
  // transition, after the viewer's own update: a quick second key press must compare with where
  // the address is going, not with the page rendered a moment ago.
  const addressPage = useRef(page);
  useEffect(() => {
    addressPage.current = page;
  }, [page]);
  const move = (target: ViewerPosition | null) => {
    if (!target) return;
    setViewer(target);
    if (target.page !== addressPage.current) {
      addressPage.current = target.page;
      goToPage(target.page);
    }
  };

  // The browser's Back/Forward while the viewer is open: close it rather than show another page's photo.
  const navigationType = useNavigationType();
  const { key: locationKey } = useLocation();
  useEffect(() => {
    if (navigationType === NavigationType.Pop) setViewerOpen(false);
  }, [locationKey, navigationType]);

  // At a page's edge, the neighbouring page is fetched ahead so the arrow keys do not wait.
  const pageAhead = viewerOpen && nextPosition && nextPosition.page !== viewer?.page ? nextPosition.page : null;
  const pageBehind = viewerOpen && prevPosition && prevPosition.page !== viewer?.page ? prevPosition.page : null;
  useEffect(() => {
    if (pageAhead !== null) prefetchPage({ page: pageAhead });
    if (pageBehind !== null) prefetchPage({ page: pageBehind });
  }, [pageAhead, pageBehind, prefetchPage]);

  const openViewer = (item: GalleryItem) => {
    setViewer({ page, index: items.indexOf(item) });
    setViewerOpen(true);
  };
  const afterViewerClosed = () => {
    // Back to the card of the last photo seen, which may be on another page than the one opened.
    const card = lastViewedId.current ? openButtons.current.get(lastViewedId.current) : undefined;
    if (card) card.focus();
    else headingRef.current?.focus();
    setViewer(null);
  };

  // Deleting (admins): confirm first; afterwards the page reloads its data (tag invalidation).
  const [toDelete, setToDelete] = useState<GalleryItem | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const deleteTrigger = useRef<HTMLElement | null>(null);
  const deleted = useRef(false);

  const askToDelete = (item: GalleryItem, trigger: HTMLElement) => {
    deleteTrigger.current = trigger;
    deleted.current = false;
    setToDelete(item);
    setConfirmOpen(true);
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteItem(toDelete._id).unwrap();
      deleted.current = true;
      setAnnouncement('Photo deleted');
    } catch (error) {
      // Spec §8: a failed gallery delete shows nothing; it is only logged.
      console.error('Failed to delete gallery item', error);
    }
    setConfirmOpen(false);
  };
  const afterConfirmClosed = () => {
    const trigger = deleteTrigger.current;
    if (!deleted.current && trigger?.isConnected) trigger.focus();
    else headingRef.current?.focus();
    setToDelete(null);
  };

  const pager = pagerState(page, totalPages);
  let body;
  let loading = false;
  if (isError && !currentData) {
    body = (
      <div className="gallery-state" role="alert">
        <p className="gallery-state__text">Failed to load gallery</p>
        <Button onClick={() => void refetch()}>Try Again</Button>
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
          {items.map((item) => (
            <GalleryCard
              key={item._id}
              item={item}
              canDelete={isAdmin}
              onOpen={openViewer}
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
      <PhotoViewer
        open={viewerOpen}
        item={viewedItem}
        failed={viewerQuery.isError && !viewerPage}
        title={
          viewer && viewedItem && viewerPage
            ? `Photo ${photoNumber(viewer.page, viewerIndex, viewerPage.pagination.limit || GALLERY_PAGE_SIZE)} of ${viewerPage.pagination.total}`
            : ''
        }
        hasPrev={!!prevPosition}
        hasNext={!!nextPosition}
        onPrev={() => move(prevPosition)}
        onNext={() => move(nextPosition)}
        onClose={() => setViewerOpen(false)}
        afterClose={afterViewerClosed}
      />
      {isAdmin && (
        <ConfirmDelete
          item={toDelete}
          open={confirmOpen}
          deleting={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirmOpen(false)}
          afterClose={afterConfirmClosed}
        />
      )}
    </section>
  );
}

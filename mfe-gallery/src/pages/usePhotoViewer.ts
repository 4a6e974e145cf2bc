// The viewer's state: which photo, on which page, and what the arrow keys and buttons do.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import type { GalleryItem } from '@rental/platform/types';
import { GALLERY_PAGE_SIZE, useGalleryPrefetch, useGetGalleryPageQuery } from '../api/galleryApi';
import { type ViewerPosition, neighbour, photoNumber } from './galleryPaging';

interface Options {
  /** The page the address shows. */
  page: number;
  items: GalleryItem[];
  goToPage: (page: number, options: { state: ViewerMove }) => void;
  /** Where focus goes when the photo last seen has no card on the page any more. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Each card's open button by photo id, so focus can return to the photo last seen. */
  openButtons: RefObject<Map<string, HTMLButtonElement>>;
}

/** The router state of an address the viewer moved to. */
interface ViewerMove {
  viewerMove: number;
}

function isViewerMove(state: unknown): state is ViewerMove {
  return typeof state === 'object' && state !== null && typeof (state as Partial<ViewerMove>).viewerMove === 'number';
}

/**
 * The viewer reads its page from the cache on its own, so it never waits for the address; moving
 * past a page's edge turns the page underneath too (and the neighbouring page is fetched ahead).
 */
export function usePhotoViewer({ page, items, goToPage, headingRef, openButtons }: Options) {
  const [viewer, setViewer] = useState<ViewerPosition | null>(null);
  const [open, setOpen] = useState(false);
  const viewerQuery = useGetGalleryPageQuery({ page: viewer?.page ?? page }, { skip: !viewer });
  const prefetchPage = useGalleryPrefetch('getGalleryPage');
  const viewerPage = viewerQuery.currentData;
  const viewerItems = viewerPage?.data ?? [];
  const index = viewer && viewerPage ? (viewer.index === 'last' ? viewerItems.length - 1 : viewer.index) : -1;
  const item: GalleryItem | undefined = viewerItems[index];

  const lastSeenId = useRef<string | null>(null);
  useEffect(() => {
    if (item) lastSeenId.current = item._id;
  }, [item]);

  const position = viewer && item ? { page: viewer.page, index } : null;
  const totalPages = viewerPage?.pagination.totalPages ?? 0;
  const next = position && neighbour(position, 1, viewerItems.length, totalPages);
  const prev = position && neighbour(position, -1, viewerItems.length, totalPages);

  // The page the address shows or is about to show. The router renders each navigation as a
  // transition, after the viewer's own update, and may commit an earlier one after a later key
  // press: a page rendered late must not undo where the address is going. The viewer's own
  // navigations carry a number; the page rendered becomes the address's when it is the viewer's
  // latest navigation, or not the viewer's (the pager, a corrected address), or Back/Forward.
  const navigationType = useNavigationType();
  const { key: locationKey, state: locationState } = useLocation();
  const addressPage = useRef(page);
  const lastMove = useRef(0);
  const renderedMove = isViewerMove(locationState) && navigationType !== NavigationType.Pop ? locationState.viewerMove : null;
  useEffect(() => {
    if (renderedMove === null || renderedMove === lastMove.current) addressPage.current = page;
  }, [page, renderedMove, locationKey]);
  const move = (target: ViewerPosition | null) => {
    if (!target) return;
    setViewer(target);
    if (target.page !== addressPage.current) {
      addressPage.current = target.page;
      lastMove.current += 1;
      goToPage(target.page, { state: { viewerMove: lastMove.current } });
    }
  };

  // The browser's Back/Forward while the viewer is open: close it rather than show another page's photo.
  useEffect(() => {
    if (navigationType === NavigationType.Pop) setOpen(false);
  }, [locationKey, navigationType]);

  const pageAhead = open && next && next.page !== viewer?.page ? next.page : null;
  const pageBehind = open && prev && prev.page !== viewer?.page ? prev.page : null;
  useEffect(() => {
    if (pageAhead !== null) prefetchPage({ page: pageAhead });
    if (pageBehind !== null) prefetchPage({ page: pageBehind });
  }, [pageAhead, pageBehind, prefetchPage]);

  const openPhoto = (photo: GalleryItem) => {
    setViewer({ page, index: items.indexOf(photo) });
    setOpen(true);
  };

  return {
    openPhoto,
    /** Props for <PhotoViewer>. */
    viewerProps: {
      open,
      item,
      failed: viewerQuery.isError && !viewerPage,
      onRetry: () => void viewerQuery.refetch(),
      title:
        viewer && item && viewerPage
          ? `Photo ${photoNumber(viewer.page, index, viewerPage.pagination.limit || GALLERY_PAGE_SIZE)} of ${viewerPage.pagination.total}`
          : '',
      hasPrev: !!prev,
      hasNext: !!next,
      onPrev: () => move(prev),
      onNext: () => move(next),
      onClose: () => setOpen(false),
      afterClose: () => {
        // Back to the card of the last photo seen, which may be on another page than the one opened.
        const card = lastSeenId.current ? openButtons.current.get(lastSeenId.current) : undefined;
        if (card) card.focus();
        else headingRef.current?.focus();
        setViewer(null);
      },
    },
  };
}

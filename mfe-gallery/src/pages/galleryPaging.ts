// The gallery's paging rules, kept apart from React so they can be read and tested on their own.

/**
 * The page asked for in `?page=`: absent means 1; anything but a whole number of at least 1
 * (`0`, `-2`, `1.5`, `abc`, `2abc`) is null, and the page then corrects the address.
 */
export function pageFromParam(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^\d{1,9}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

/** The address's search parameters with the page set; page 1 is the gallery's plain address. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

export interface PagerState {
  /** Spec §2: Prev/Next only when there is more than one page. */
  visible: boolean;
  label: string;
  hasPrev: boolean;
  hasNext: boolean;
}

export function pagerState(page: number, totalPages: number): PagerState {
  return {
    visible: totalPages > 1,
    label: `Page ${page} of ${totalPages}`,
    hasPrev: page > 1,
    hasNext: page < totalPages,
  };
}

/**
 * Where a page number past the end should go: the last page (after the last photo of the last
 * page was deleted, or an old bookmark). Null when the page exists or the gallery is empty.
 */
export function lastPageIfBeyond(page: number, totalPages: number): number | null {
  return totalPages >= 1 && page > totalPages ? totalPages : null;
}

/** A photo in the viewer: its page and its place on that page ('last' until that page has loaded). */
export interface ViewerPosition {
  page: number;
  index: number | 'last';
}

/**
 * The photo beside the one in the viewer. Past either edge of the page it continues on the
 * neighbouring page (its first or last photo); null at the very start or end of the gallery.
 */
export function neighbour(
  position: { page: number; index: number },
  step: 1 | -1,
  itemsOnPage: number,
  totalPages: number,
): ViewerPosition | null {
  const index = position.index + step;
  if (index >= 0 && index < itemsOnPage) return { page: position.page, index };
  if (step === 1 && position.page < totalPages) return { page: position.page + 1, index: 0 };
  if (step === -1 && position.page > 1) return { page: position.page - 1, index: 'last' };
  return null;
}

/** The photo's number in the whole gallery, newest first: 'Photo 21 of 36'. */
export function photoNumber(page: number, index: number, pageSize: number): number {
  return (page - 1) * pageSize + index + 1;
}

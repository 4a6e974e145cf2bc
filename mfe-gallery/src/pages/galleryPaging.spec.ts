import { lastPageIfBeyond, neighbour, pageFromParam, pagerState, photoNumber, withPage } from './galleryPaging';

describe('gallery paging rules', () => {
  it('reads the page from ?page=, 1 when absent, null when it is not a whole number of at least 1', () => {
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam('1')).toBe(1);
    expect(pageFromParam('2')).toBe(2);
    expect(pageFromParam('12')).toBe(12);
    for (const bad of ['', '0', '-2', '1.5', 'abc', '2abc', '1e2', ' 2']) expect(pageFromParam(bad)).toBeNull();
  });

  it('writes page 1 as the plain address and keeps other parameters', () => {
    expect(withPage(new URLSearchParams('page=3'), 1).toString()).toBe('');
    expect(withPage(new URLSearchParams(''), 2).toString()).toBe('page=2');
    expect(withPage(new URLSearchParams('ref=home&page=2'), 3).toString()).toBe('ref=home&page=3');
  });

  it('shows Prev/Next only when there is more than one page, with Page X of Y', () => {
    expect(pagerState(1, 0).visible).toBe(false);
    expect(pagerState(1, 1).visible).toBe(false);
    expect(pagerState(1, 2)).toEqual({ visible: true, label: 'Page 1 of 2', hasPrev: false, hasNext: true });
    expect(pagerState(2, 3)).toEqual({ visible: true, label: 'Page 2 of 3', hasPrev: true, hasNext: true });
    expect(pagerState(3, 3)).toEqual({ visible: true, label: 'Page 3 of 3', hasPrev: true, hasNext: false });
  });

  it('sends a page past the end to the last page, but not when the gallery is empty', () => {
    expect(lastPageIfBeyond(3, 2)).toBe(2);
    expect(lastPageIfBeyond(2, 2)).toBeNull();
    expect(lastPageIfBeyond(1, 2)).toBeNull();
    expect(lastPageIfBeyond(4, 0)).toBeNull();
  });

  it('moves the viewer within a page, across its edges, and stops at the ends of the gallery', () => {
    expect(neighbour({ page: 1, index: 3 }, 1, 20, 2)).toEqual({ page: 1, index: 4 });
    expect(neighbour({ page: 1, index: 3 }, -1, 20, 2)).toEqual({ page: 1, index: 2 });
    expect(neighbour({ page: 1, index: 19 }, 1, 20, 2)).toEqual({ page: 2, index: 0 });
    expect(neighbour({ page: 2, index: 0 }, -1, 16, 2)).toEqual({ page: 1, index: 'last' });
    expect(neighbour({ page: 1, index: 0 }, -1, 20, 2)).toBeNull();
    expect(neighbour({ page: 2, index: 15 }, 1, 16, 2)).toBeNull();
    expect(neighbour({ page: 1, index: 0 }, 1, 1, 1)).toBeNull();
  });

  it('numbers photos across the whole gallery', () => {
    expect(photoNumber(1, 0, 20)).toBe(1);
    expect(photoNumber(2, 0, 20)).toBe(21);
    expect(photoNumber(2, 15, 20)).toBe(36);
  });
});

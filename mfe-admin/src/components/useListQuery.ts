import { useSearchParams } from 'react-router-dom';
import type { AdminTablePager, AdminTableSort } from './AdminTable';

export const ADMIN_PAGE_SIZE = 20;


/** A paged screen's list: the URL's filter names and the order it starts in. */
export interface ListScreen<Filter extends string = string> {
  filters: readonly Filter[];
  defaultSort: { sort: string; dir: 'asc' | 'desc' };
}

export const ORDER_LIST = { filters: ['status', 'stage', 'from', 'to', 'q'], defaultSort: { sort: 'orderDate', dir: 'desc' } } as const satisfies ListScreen;
export const USER_LIST = { filters: ['q', 'blocked'], defaultSort: { sort: 'createdAt', dir: 'desc' } } as const satisfies ListScreen;
export const PRODUCT_LIST = { filters: ['q', 'category', 'availability'], defaultSort: { sort: 'key', dir: 'asc' } } as const satisfies ListScreen;

/** The page, sort and filters a URL's query string asks for, and what the API is asked for. */
export function readListParams<Filter extends string>(params: URLSearchParams, { filters, defaultSort }: ListScreen<Filter>) {
  const read = (name: string) => params.get(name) ?? undefined;
  const values = Object.fromEntries(filters.map((name) => [name, read(name)])) as Partial<Record<Filter, string>>;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const sort = read('sort') ?? defaultSort.sort;
  const dir = read('dir') === 'asc' || read('dir') === 'desc' ? (read('dir') as 'asc' | 'desc') : defaultSort.dir;
  return { values, page, sort, dir, args: { ...values, page, limit: ADMIN_PAGE_SIZE, sort, order: dir } };
}

/**
 * A paged list's filters, sort and page, kept in the URL's query string so a filtered list can be
 * bookmarked or shared ('pending orders this week' is a link). The direction is `dir` in the
 * page's URL (the orders page already uses `order` for the open order) and `order` for the API.
 * Changing a filter or the sort goes back to page 1.
 */
export function useListQuery<Filter extends string>(screen: ListScreen<Filter>) {
  const [params, setParams] = useSearchParams();
  const { defaultSort } = screen;
  /** `args` is what the API is asked for. */
  const { values, page, sort, dir, args } = readListParams(params, screen);

  // Any of the filters, page, sort and dir; undefined or '' removes one.
  const update = (changes: Record<string, string | number | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      if (!('page' in changes) || changes.page === 1) next.delete('page');
      return next;
    });

  /** The table's sorted column; a header click sorts by it (back to page 1), `null` restores the default. */
  const tableSort: AdminTableSort = {
    column: sort,
    dir,
    onChange: (column, next) => {
      const nextSort = next ? column : defaultSort.sort;
      // Cleared while already in the default order: the other direction instead, so the click changes something.
      const inDefault = sort === defaultSort.sort && dir === defaultSort.dir;
      const nextDir = next ?? (inDefault ? (dir === 'asc' ? 'desc' : 'asc') : defaultSort.dir);
      const isDefault = nextSort === defaultSort.sort && nextDir === defaultSort.dir;
      update({ sort: nextSort === defaultSort.sort ? undefined : nextSort, dir: isDefault ? undefined : nextDir });
    },
  };
  /** The table's pager, from the list's total. */
  const pager = (total: number, totalText: (total: number) => string): AdminTablePager => ({
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total,
    totalText,
    onChange: (next) => update({ page: next }),
  });
  return { values, page, sort, dir, args, update, tableSort, pager };
}

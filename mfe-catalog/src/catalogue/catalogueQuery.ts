// The catalogue's state lives in the address (?q&category&sort&view&page), so a shared link or a
// reload shows the same list. Defaults are left out of the address; unknown values fall back to them.
import type { ProductCategory } from '@rental/platform/types';
import type { CataloguePageRequest } from '../api/catalogueApi';

/** The categories the API accepts (it refuses any other), in the order the filter lists them. */
export const PRODUCT_CATEGORIES: readonly ProductCategory[] = ['audio', 'lights'];

export const SORT_OPTIONS = [
  { value: 'name', label: 'Name (A to Z)' },
  { value: 'price', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'category', label: 'Category' },
] as const;
export type CatalogueSort = (typeof SORT_OPTIONS)[number]['value'];

export type CatalogueView = 'grid' | 'list';

export const PAGE_SIZE = 24;

export interface CatalogueState {
  q: string;
  category: ProductCategory | '';
  sort: CatalogueSort;
  view: CatalogueView;
  page: number;
}

export const DEFAULT_STATE: CatalogueState = { q: '', category: '', sort: 'name', view: 'grid', page: 1 };

export function readCatalogueState(params: URLSearchParams): CatalogueState {
  const category = params.get('category') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    category: (PRODUCT_CATEGORIES as readonly string[]).includes(category) ? (category as ProductCategory) : '',
    sort: SORT_OPTIONS.some((option) => option.value === sort) ? (sort as CatalogueSort) : 'name',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** The address's query for a state: only what differs from the defaults, in a stable order. */
export function writeCatalogueState(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.sort !== DEFAULT_STATE.sort) params.set('sort', state.sort);
  if (state.view !== DEFAULT_STATE.view) params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** What to ask the API for; the view is only how the page shows it. */
export function pageRequest(state: CatalogueState): CataloguePageRequest {
  const [sort, order] = state.sort === 'price-desc' ? (['price', 'desc'] as const) : ([state.sort, 'asc'] as const);
  return {
    page: state.page,
    limit: PAGE_SIZE,
    ...(state.q ? { q: state.q } : {}),
    ...(state.category ? { category: state.category } : {}),
    sort,
    order,
  };
}

export const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

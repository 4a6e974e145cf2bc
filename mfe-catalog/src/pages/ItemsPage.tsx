// The catalogue at /items: the server searches, filters, sorts and pages (fast at 10,000 products);
// the address keeps q, category, sort, view and page.
import { useDeferredValue, useEffect, useRef } from 'react';
import { AppstoreOutlined, BarsOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '@rental/platform';
import { errorMessage } from '@rental/platform/errors';
import { useGetCataloguePageQuery } from '../api/catalogueApi';
import {
  PRODUCT_CATEGORIES,
  SORT_OPTIONS,
  categoryLabel,
  pageRequest,
  readCatalogueState,
  writeCatalogueState,
} from '../catalogue/catalogueQuery';
import type { CatalogueSort, CatalogueState } from '../catalogue/catalogueQuery';
import { CatalogueStyles } from '../components/CatalogueStyles';
import { ProductGrid } from '../components/ProductCard';
import { Pager } from './items/Pager';
import { SearchBox } from './items/SearchBox';

export default function ItemsPage() {
  const [params, setParams] = useSearchParams();
  const state = readCatalogueState(params);
  const toast = useToast();
  const { data, currentData, isFetching, isError, error, refetch } = useGetCataloguePageQuery(pageRequest(state));

  /** A new search or filter starts again at page 1; typing replaces the history entry instead of adding one per word. */
  const update = (changes: Partial<CatalogueState>, replace = false) =>
    setParams(writeCatalogueState({ ...state, page: 1, ...changes }), { replace });
  const hrefFor = (page: number) => `?${writeCatalogueState({ ...state, page }).toString()}`;

  useEffect(() => {
    if (isError) toast.error(errorMessage(error, 'Failed to fetch products'));
  }, [isError, error, toast]);

  // A page past the end (an old link, fewer results now): show the last page instead.
  const totalPages = currentData?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && state.page > totalPages) setParams(writeCatalogueState({ ...state, page: totalPages }), { replace: true });
  });

  // Moving to another page brings the top of the list back into view.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current !== state.page) titleRef.current?.scrollIntoView?.({ block: 'start' });
    shownPage.current = state.page;
  }, [state.page]);

  // While another page loads, the previous one stays (dimmed) instead of flashing skeletons. What is
  // shown (count, cards, pager, categories: all from this one value) renders at transition priority,
  // in slices between which the browser can run, instead of one long task when the response arrives.
  const shown = useDeferredValue(currentData ?? (isFetching ? data : undefined));
  const categories = [...new Set([...PRODUCT_CATEGORIES, ...(shown?.data.map((product) => product.category) ?? [])])];
  const filtered = Boolean(state.q || state.category);

  return (
    <div className="cat-page">
      <CatalogueStyles />
      <h1 ref={titleRef} className="cat-title" style={{ scrollMarginTop: 80 }}>
        Catalogue
      </h1>
      <ItemsToolbar
        state={state}
        categories={categories}
        onChange={update}
        onView={(view) => setParams(writeCatalogueState({ ...state, view }), { replace: true })}
      />

      <p className="cat-count" role="status">
        {shown && !isError ? `Showing ${shown.data.length} of ${shown.pagination.total} products` : ''}
      </p>

      {isError ? (
        <div className="cat-state" role="alert">
          <p className="cat-state__title">Failed to load products</p>
          <button type="button" className="cat-btn cat-btn--primary" onClick={() => void refetch()}>
            Try Again
          </button>
        </div>
      ) : shown && shown.data.length === 0 ? (
        <div className="cat-state">
          <p className="cat-state__title">No products found</p>
          {filtered ? (
            <button type="button" className="cat-btn" onClick={() => update({ q: '', category: '' })}>
              Clear search and category
            </button>
          ) : null}
        </div>
      ) : (
        <>
          <ProductGrid products={shown?.data} view={state.view} busy={!currentData} label="Products" />
          {shown ? <Pager page={shown.pagination.page} totalPages={shown.pagination.totalPages} hrefFor={hrefFor} /> : null}
        </>
      )}
    </div>
  );
}

/** Search, category, sort and view. */
export function ItemsToolbar({
  state,
  categories,
  onChange,
  onView,
}: {
  state: CatalogueState;
  categories: string[];
  onChange: (changes: Partial<CatalogueState>, replace?: boolean) => void;
  onView: (view: CatalogueState['view']) => void;
}) {
  return (
    <div className="cat-toolbar">
      <SearchBox value={state.q} onSearch={(q) => onChange({ q }, true)} />
      <label className="cat-field">
        Category
        <select className="cat-select" value={state.category} onChange={(event) => onChange({ category: event.target.value as CatalogueState['category'] })}>
          <option value="">All Categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </select>
      </label>
      <label className="cat-field">
        Sort by
        <select className="cat-select" value={state.sort} onChange={(event) => onChange({ sort: event.target.value as CatalogueSort })}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <div className="cat-views" role="group" aria-label="View">
        {(
          [
            ['grid', 'Grid', <AppstoreOutlined key="grid" aria-hidden />],
            ['list', 'List', <BarsOutlined key="list" aria-hidden />],
          ] as const
        ).map(([view, label, icon]) => (
          <button
            key={view}
            type="button"
            className="cat-btn"
            aria-pressed={state.view === view}
            onClick={() => onView(view)}
          >
            {icon}
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}

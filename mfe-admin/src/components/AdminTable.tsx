import type { CSSProperties, ReactNode, TdHTMLAttributes } from 'react';

/** One column of an admin table. */
export interface AdminColumn<T> {
  title: ReactNode;
  /** The column's id; for a sortable column, the name the API sorts by. */
  key: string;
  /** The row's field shown, when `render` is not given. */
  dataIndex?: keyof T & string;
  render?: (row: T) => ReactNode;
  align?: 'right';
  /** The server sorts by `key`: the header is a button cycling ascending, descending, the list's default. */
  sortable?: boolean;
  /** Pinned at the end while the rest scrolls sideways; needs a `width`. */
  fixed?: 'end';
  width?: number;
  /** On a phone's card, the cell's label when the title is not plain text (none: no label). */
  cardLabel?: string;
  /** One line, cut with an ellipsis (the whole text in the cell's title). */
  ellipsis?: boolean;
  cellProps?: (row: T) => TdHTMLAttributes<HTMLTableCellElement>;
}

export type SortDirection = 'asc' | 'desc';

export interface AdminTableSort {
  column: string;
  dir: SortDirection;
  /** `null`: back to the list's default order. */
  onChange: (column: string, dir: SortDirection | null) => void;
}

export interface AdminTablePager {
  page: number;
  pageSize: number;
  total: number;
  /** The total, in words ('1,204 orders'). */
  totalText?: (total: number) => string;
  onChange: (page: number) => void;
}

interface Props<T> {
  columns: AdminColumn<T>[];
  rows: readonly T[];
  rowKey: keyof T & string;
  /** Below this width the table scrolls sideways (the `fixed` columns stay in view). */
  minWidth: number;
  /**
   * Below 768 px each row is drawn as a card instead (every cell on its own line, labelled with its
   * column's title), so a phone shows a whole order without scrolling sideways; the sortable headers
   * stay as a row of buttons above the cards.
   */
  cards?: boolean;
  /** Names the table for screen readers. */
  label: string;
  loading?: boolean;
  empty?: ReactNode;
  onRowClick?: (row: T) => void;
  sort?: AdminTableSort;
  pager?: AdminTablePager;
}

const SORT_NAMES = { asc: 'ascending', desc: 'descending' } as const;

/** Click by click: ascending, descending, then the list's default order. */
function nextDirection(current: SortDirection | null): SortDirection | null {
  if (current === null) return 'asc';
  return current === 'asc' ? 'desc' : null;
}

function cellValue<T>(column: AdminColumn<T>, row: T): ReactNode {
  if (column.render) return column.render(row);
  const value = column.dataIndex ? row[column.dataIndex] : undefined;
  return value === undefined || value === null ? '' : String(value);
}

/**
 * The admin's tables: plain HTML, every other row shaded (spec §2), sorted and paged by the server.
 * A page of 20 rows renders in a few milliseconds and needs no style generation, so a list's first
 * screen costs little more than its request.
 */
export function AdminTable<T extends object>({ columns, rows, rowKey, minWidth, cards = false, label, loading = false, empty = 'No data', onRowClick, sort, pager }: Props<T>) {
  // The columns pinned at the end sit at the summed widths of the pinned columns after them.
  const offsets = new Map<string, number>();
  let fromEnd = 0;
  for (const column of [...columns].reverse()) {
    if (column.fixed !== 'end') continue;
    offsets.set(column.key, fromEnd);
    fromEnd += column.width ?? 0;
  }
  const firstPinned = columns.find((column) => column.fixed === 'end');
  const cellClass = (column: AdminColumn<T>, head = false) =>
    [
      column.align === 'right' && 'admin-table__cell--right',
      column.fixed && 'admin-table__cell--fixed',
      column === firstPinned && 'admin-table__cell--pin-edge',
      column.ellipsis && !head && 'admin-table__cell--ellipsis',
      head && !(sort && column.sortable) && 'admin-table__head--plain',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const cellStyle = (column: AdminColumn<T>): CSSProperties | undefined => {
    if (column.fixed) return { right: offsets.get(column.key), width: column.width, minWidth: column.width };
    return column.width ? { width: column.width } : undefined;
  };
  const emptyRow = (
    <tr className="admin-table__empty">
      <td colSpan={columns.length}>{loading ? 'Loading…' : empty}</td>
    </tr>
  );

  return (
    <div className={cards ? 'admin-table admin-table--cards' : 'admin-table'}>
      {/* Focusable, so a keyboard can scroll a table wider than a phone (axe: scrollable-region-focusable). */}
      <div className="admin-table__scroll" tabIndex={0} role="group" aria-label={`${label}, scrolls sideways`}>
        <table aria-label={label} aria-busy={loading || undefined} style={{ minWidth }}>
          <thead>
            <tr>
              {columns.map((column) => header(column, sort && column.sortable && sort.column === column.key ? sort.dir : null))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? emptyRow : rows.map((row, index) => renderRow(row, index % 2 ? ' admin-row-shaded' : ''))}
          </tbody>
        </table>
      </div>
      {pager && <Pager {...pager} />}
    </div>
  );

  function header(column: AdminColumn<T>, direction: SortDirection | null) {
    return (
      // A header is never cut (the ellipsis is for the cells): its column is at least as wide as its title.
      <th key={column.key} scope="col" className={cellClass(column, true)} style={cellStyle(column)} aria-sort={direction ? SORT_NAMES[direction] : undefined}>
        {sort && column.sortable ? (
          <button type="button" className="admin-table__sort" onClick={() => sort.onChange(column.key, nextDirection(direction))}>
            {column.title}
            <span className={`admin-table__arrows${direction ? ` admin-table__arrows--${direction}` : ''}`} aria-hidden="true" />
          </button>
        ) : (
          column.title
        )}
      </th>
    );
  }

  function renderRow(row: T, shaded: string) {
    return (
      <tr
        key={String(row[rowKey])}
        className={`admin-table__row${shaded}${onRowClick ? ' admin-table__row--clickable' : ''}`}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
      >
        {columns.map((column) => {
          const value = cellValue(column, row);
          const { style, ...cellProps } = column.cellProps?.(row) ?? {};
          return (
            <td
              key={column.key}
              className={cellClass(column)}
              // A cell's own style adds to its column's (a pinned column keeps its place).
              style={style ? { ...cellStyle(column), ...style } : cellStyle(column)}
              title={column.ellipsis && (typeof value === 'string' || typeof value === 'number') ? String(value) : undefined}
              data-label={cards ? cardLabel(column) : undefined}
              {...cellProps}
            >
              {value}
            </td>
          );
        })}
      </tr>
    );
  }
}

/** A cell's label on a phone's card: its column's title, when that is text. */
function cardLabel<T>(column: AdminColumn<T>): string | undefined {
  if (column.cardLabel !== undefined) return column.cardLabel || undefined;
  return typeof column.title === 'string' ? column.title : undefined;
}

/** The pages shown as buttons: the first, the last, and two either side of the current one. */
export function pagesAround(page: number, last: number): (number | 'gap')[] {
  const shown = new Set([1, last, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= last));
  const pages = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1] > 1) out.push(p - pages[i - 1] === 2 ? p - 1 : 'gap');
    out.push(p);
  });
  return out;
}

function Pager({ page, pageSize, total, totalText, onChange }: AdminTablePager) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, last);
  return (
    <nav className="admin-pager" aria-label="Pages">
      {totalText && <span className="admin-pager__total">{totalText(total)}</span>}
      {last > 1 && (
        <ul className="admin-pager__pages">
          <li>
            <button type="button" className="admin-pager__button" aria-label="Previous page" disabled={current <= 1} onClick={() => onChange(current - 1)}>
              ‹
            </button>
          </li>
          {pagesAround(current, last).map((p, i) =>
            p === 'gap' ? (
              <li key={`gap-${i}`} className="admin-pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={p}>
                <button
                  type="button"
                  className="admin-pager__button"
                  aria-label={`Page ${p}`}
                  aria-current={p === current ? 'page' : undefined}
                  onClick={() => p !== current && onChange(p)}
                >
                  {p}
                </button>
              </li>
            ),
          )}
          <li>
            <button type="button" className="admin-pager__button" aria-label="Next page" disabled={current >= last} onClick={() => onChange(current + 1)}>
              ›
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}

// Pieces of the back office's data frames (OrdersFrame, UsersFrame, ItemsFrame): each list
// screen's markup with {{…}} placeholders, drawn by the screen's own components, that the shell's
// HTML fills from the screen's first read (with the admin's token) before any script runs
// (packages/build/src/frameFill.js). `@query` is the address's query, `@viewer` the signed-in person.
import type { ReactNode } from 'react';
import { PerValue, Section } from '@rental/platform/frames';
import { ADMIN_SECTIONS, AdminLayoutView, type RenderMenuLink, plainMenuLink } from '../components/AdminLayoutView';
import type { AdminTablePager, AdminTableSort } from '../components/AdminTable';
import { DateRangeFilter, type FilterOption, ListSelect } from '../components/ListToolbar';
import { ADMIN_PAGE_SIZE, type ListScreen } from '../components/useListQuery';

const ADMIN_ONLY = new Set(ADMIN_SECTIONS.filter((section) => !section.staff).map((section) => section.key));

/** The sidebar's entries as plain anchors; those for admins only are left out for staff. */
const frameMenuLink: RenderMenuLink = (link) =>
  ADMIN_ONLY.has(link.to) ? <Section name="@viewer.role|is:admin">{plainMenuLink(link)}</Section> : plainMenuLink(link);

/** The admin layout around a screen's frame, its section `selected`. */
export function FrameLayout({ selected, children }: { selected: string; children: ReactNode }) {
  return (
    <AdminLayoutView selected={selected} renderLink={frameMenuLink}>
      {children}
    </AdminLayoutView>
  );
}

const ignore = () => undefined;

/** A list filter's select (ListSelect) showing the option the address's query `param` chose. */
export function FrameSelect({ param, ...select }: { param: string; id: string; label: string; width: number; options: FilterOption[] }) {
  return <PerValue field={`@query.${param}`} values={select.options.map((option) => option.value)} render={(value) => <ListSelect {...select} value={value} onChange={ignore} />} />;
}

/** The days filter (DateRangeFilter) with the address's `from` and `to`, each set or not. */
export function FrameDates(dates: { id: string; label: string }) {
  const filter = (from?: string, to?: string) => <DateRangeFilter {...dates} from={from} to={to} onChange={ignore} />;
  const withTo = (from?: string) => (
    <>
      <Section name="@query.to">{filter(from, '{{@query.to}}')}</Section>
      <Section name="@query.to" inverted>
        {filter(from)}
      </Section>
    </>
  );
  return (
    <>
      <Section name="@query.from">{withTo('{{@query.from}}')}</Section>
      <Section name="@query.from" inverted>
        {withTo()}
      </Section>
    </>
  );
}

/** An amount at `field` in the shop's money format: the filler's `money` writes it as formatMoney does. */
export const frameMoney = (field: string) => `{{${field}|money}}`;

/** `yes` when any of the address's query `params` is set, else `no`: a text for an attribute or a cell. */
export function anyQuery(params: readonly string[], yes: string, no: string): string {
  return params.reduceRight((rest, param) => `{{#@query.${param}}}${yes}{{/@query.${param}}}{{^@query.${param}}}${rest}{{/@query.${param}}}`, no);
}

/**
 * The table's sort as the list starts (its default; an address that sorts otherwise shows the
 * default's arrow until the screen runs).
 */
export function frameSort({ defaultSort }: ListScreen): AdminTableSort {
  return { column: defaultSort.sort, dir: defaultSort.dir, onChange: ignore };
}

/** The pager: its total in the list's words, as the read says it (AdminTable's frame shows only that). */
export function framePager(totalText: (total: string) => string): AdminTablePager {
  return { page: 1, pageSize: ADMIN_PAGE_SIZE, total: 0, totalText: () => totalText('{{pagination.total}}'), onChange: ignore };
}

import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, ValidateBy } from 'class-validator';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { calendarDayNumber } from '../orders/rental-days.js';
import { type Page, type PageQuery, pageRange, toPage } from './pagination.js';
import { MaxChars } from './validation.js';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** 'true' and 'false' only: '1', 'yes' or a repeated parameter fail validation instead of meaning something by accident. */
const yesOrNo = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** An optional yes/no filter, 'true' or 'false' (see yesOrNo), named in its message. */
export const YesOrNo = () => (target: object, property: string) => {
  IsOptional()(target, property);
  Transform(yesOrNo)(target, property);
  IsBoolean({ message: `${property} must be true or false` })(target, property);
};

/**
 * An optional choice among `values` (a sort field, a status, a kind…), named in its message with the
 * values it takes. With `anyCase`, 'pending' is read as 'Pending'.
 */
export const OneOf = (values: readonly string[], { anyCase = false }: { anyCase?: boolean } = {}) => (target: object, property: string) => {
  IsOptional()(target, property);
  if (anyCase) Transform(({ value }) => (typeof value === 'string' ? (values.find((v) => v.toLowerCase() === value.toLowerCase()) ?? value) : value))(target, property);
  IsIn(values, { message: `${property} must be one of ${values.join(', ')}` })(target, property);
};

/** An optional search text of at most 100 characters, named in its messages. */
export const Search = () => (target: object, property: string) => {
  IsOptional()(target, property);
  // Registered in reverse: the pipe reports the constraint registered last.
  // Characters as the database counts them (code points), like every other text limit.
  MaxChars(100, { message: `${property} must be at most 100 characters` })(target, property);
  IsString({ message: `${property} must be a single search text` })(target, property);
};

/** An optional 'asc' or 'desc'. */
export const Direction = () => (target: object, property: string) => {
  IsOptional()(target, property);
  IsIn(SORT_DIRECTIONS, { message: `${property} must be asc or desc` })(target, property);
};

/** An optional 'YYYY-MM-DD' day, named in its messages (rules registered in reverse, as in Search). */
export const Day = () => (target: object, property: string) => {
  const written = `${property} must be a date written as YYYY-MM-DD`;
  IsOptional()(target, property);
  ValidateBy({ name: 'isCalendarDate', validator: { validate: (value) => typeof value === 'string' && calendarDayNumber(value) !== null, defaultMessage: () => written } })(target, property);
  Matches(/^\d{4}-\d{2}-\d{2}$/, { message: written })(target, property);
  IsString({ message: written })(target, property);
};

/** '!' works as a LIKE escape on both MySQL and SQLite (a backslash means different things in their string literals): use with ESCAPE '!'. */
export const escapeLike = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);
/** A LIKE pattern for text anywhere in a column. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
/** A LIKE pattern for a column's start, which an index on it can serve. */
export const startingWith = (text: string) => `${escapeLike(text)}%`;

/**
 * One page of a list the database filters and sorts: by `columns`, then by `id` the same way, so
 * pages never overlap or skip a row.
 */
export async function sortedPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: PageQuery,
  sort: { columns: string[]; id: string; direction: SortDirection },
): Promise<Page<T>> {
  const order = sort.direction === 'asc' ? 'ASC' : 'DESC';
  sort.columns.forEach((column, i) => (i === 0 ? qb.orderBy(column, order) : qb.addOrderBy(column, order)));
  return pageOf(qb.addOrderBy(sort.id, order), query);
}

/** One page of an already sorted query, with its total. */
export async function pageOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, query: PageQuery): Promise<Page<T>> {
  const range = pageRange(query);
  const [rows, total] = await qb.skip(range.skip).take(range.limit).getManyAndCount();
  return toPage(rows, total, range);
}

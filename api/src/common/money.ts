import type { ValueTransformer } from 'typeorm';

/**
 * Money is stored as integer minor units (paise) so sums never drift; the API speaks rupees with
 * up to two decimals. Conversion happens only at the edges (DTO in, entity out).
 */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** mysql2 returns BIGINT columns as strings; SQLite as numbers. */
export const bigintToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? value : Number(value)),
};

import { InvalidInputError } from '../common/errors.js';

/** Totals stay below this many paise so they are exact as integers and print exactly as rupees with 2 decimals. */
export const MAX_TOTAL_CENTS = 10n ** 15n;

export interface PricedLine {
  key: string;
  name: string;
  priceCents: number;
  qty: number;
}

export interface QuotedLine extends PricedLine {
  lineTotalCents: number;
}

/**
 * Σ price × qty × days in integer paise. BigInt keeps every intermediate product exact, however
 * many lines or days; the result is checked before it becomes a plain number again.
 */
export function quoteLines(lines: PricedLine[], days: number): { lines: QuotedLine[]; totalCents: number } {
  let total = 0n;
  const quoted = lines.map((line) => {
    const lineTotal = BigInt(line.priceCents) * BigInt(line.qty) * BigInt(days);
    total += lineTotal;
    return { ...line, lineTotalCents: lineTotal };
  });
  if (total >= MAX_TOTAL_CENTS) {
    throw new InvalidInputError('This booking is too large to quote online. Please contact the shop.');
  }
  return { lines: quoted.map((line) => ({ ...line, lineTotalCents: Number(line.lineTotalCents) })), totalCents: Number(total) };
}

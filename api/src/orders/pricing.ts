import { InvalidInputError } from '../common/errors.js';

/** Totals stay below this many paise so they are exact as integers and print exactly as rupees with 2 decimals. */
export const MAX_TOTAL_CENTS = 10n ** 15n;

/** What one unit of a product costs, in paise: a day, and optionally a weekend (Friday to Monday) and a week. */
export interface Rates {
  dayCents: number;
  weekendCents: number | null;
  weekCents: number | null;
}

/** How a hire of one unit is charged: so many weeks, weekends and single days, and what that costs. */
export interface DurationCharge {
  weeks: number;
  weekends: number;
  days: number;
  cents: number;
}

export interface RateLine extends Rates {
  key: string;
  qty: number;
  /** Refundable deposit per unit, in paise. */
  depositCents: number;
}

export interface PricedRateLine extends RateLine {
  charge: DurationCharge;
  /** The hire of every unit of this line: charge × qty. */
  amountCents: number;
  /** Deposit per unit × qty. */
  lineDepositCents: number;
  breakdown: string;
}

export interface PricedRental {
  lines: PricedRateLine[];
  subtotalCents: number;
  /** A coupon's discount on the rental charges (never on deposits); tax is on subtotal less discount. */
  discountCents: number;
  /** Delivery and collection (delivery/), taxed like the rental charges; 0 for a pick-up at the shop. */
  deliveryFeeCents: number;
  taxCents: number;
  depositCents: number;
  /** Rental charges plus tax: what the customer pays for the hire. */
  totalCents: number;
  /** total plus the deposit: what the customer hands over at the start. */
  amountDueCents: number;
}

const WEEK = 7;
/** A weekend hire runs Friday to Monday: it charges the Friday, Saturday and Sunday. */
const WEEKEND = 3;
const FRIDAY = 5;

/** 0 = Sunday … 6 = Saturday of a day number (day 0, 1970-01-01, was a Thursday). */
export const weekday = (dayNumber: number): number => (((dayNumber + 4) % 7) + 7) % 7;

/**
 * The cheapest way to charge one unit for the `days` charged days from `firstDay` on: any mix of
 * weeks (7 days anywhere), weekends (the Friday, Saturday and Sunday of one weekend, starting on a
 * Friday of the hire) and single days. A week or a weekend may run past the end of the hire when
 * that is still cheaper than the days it covers: nobody pays more for a shorter hire. On equal
 * prices the longer blocks win, so '1 week' rather than '7 days'. Without a weekend or week rate
 * this is exactly day rate × days.
 */
export function chargeFor(rates: Rates, firstDay: number, days: number): DurationCharge {
  type Step = { cents: number; from: number; kind: 'week' | 'weekend' | 'day' };
  const best: (Step | null)[] = new Array(days + 1).fill(null);
  best[0] = { cents: 0, from: -1, kind: 'day' };
  const relax = (from: number, length: number, price: number, kind: Step['kind']) => {
    const to = Math.min(days, from + length);
    const cents = best[from]!.cents + price;
    if (best[to] === null || cents < best[to]!.cents) best[to] = { cents, from, kind };
  };
  for (let i = 0; i < days; i++) {
    if (rates.weekCents !== null) relax(i, WEEK, rates.weekCents, 'week');
    if (rates.weekendCents !== null && weekday(firstDay + i) === FRIDAY) relax(i, WEEKEND, rates.weekendCents, 'weekend');
    relax(i, 1, rates.dayCents, 'day');
  }
  const charge: DurationCharge = { weeks: 0, weekends: 0, days: 0, cents: best[days]!.cents };
  for (let at = days; at > 0; at = best[at]!.from) {
    const step = best[at]!;
    if (step.kind === 'week') charge.weeks++;
    else if (step.kind === 'weekend') charge.weekends++;
    else charge.days++;
  }
  return charge;
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** '1 week + 2 days', '1 weekend', '3 days'. */
export function breakdownText(charge: Pick<DurationCharge, 'weeks' | 'weekends' | 'days'>): string {
  const parts = [
    charge.weeks ? count(charge.weeks, 'week') : '',
    charge.weekends ? count(charge.weekends, 'weekend') : '',
    charge.days ? count(charge.days, 'day') : '',
  ].filter(Boolean);
  return parts.join(' + ');
}

/** `cents` × `basisPoints` / 10000, rounded half up to the paisa (18% is 1800 basis points). */
export function percentOf(cents: number, basisPoints: number): number {
  return Number((BigInt(cents) * BigInt(basisPoints) + 5000n) / 10000n);
}

function checkedTotal(cents: bigint): number {
  if (cents >= MAX_TOTAL_CENTS) throw new InvalidInputError('This booking is too large to quote online. Please contact the shop.');
  return Number(cents);
}

/**
 * Prices every line for a hire of `days` charged days starting on `firstDay`, then tax on the
 * rental charges (never on deposits) and the totals. BigInt keeps every sum exact.
 */
export function priceRental(lines: RateLine[], firstDay: number, days: number, taxBasisPoints: number): PricedRental {
  let subtotal = 0n;
  let deposit = 0n;
  const priced = lines.map((line) => {
    const charge = chargeFor(line, firstDay, days);
    const amount = BigInt(charge.cents) * BigInt(line.qty);
    const lineDeposit = BigInt(line.depositCents) * BigInt(line.qty);
    subtotal += amount;
    deposit += lineDeposit;
    checkedTotal(subtotal + deposit);
    return { ...line, charge, amountCents: Number(amount), lineDepositCents: Number(lineDeposit), breakdown: breakdownText(charge) };
  });
  const subtotalCents = checkedTotal(subtotal);
  const taxCents = percentOf(subtotalCents, taxBasisPoints);
  const depositCents = checkedTotal(deposit);
  return {
    lines: priced,
    subtotalCents,
    discountCents: 0,
    deliveryFeeCents: 0,
    taxCents,
    depositCents,
    totalCents: checkedTotal(BigInt(subtotalCents) + BigInt(taxCents)),
    amountDueCents: checkedTotal(BigInt(subtotalCents) + BigInt(taxCents) + deposit),
  };
}

/**
 * `priced` with a discount off its rental charges: at most the subtotal (a total never goes below
 * zero), deposits untouched, and tax worked out again on what is left after the discount (plus
 * any delivery fee).
 */
export function withDiscount(priced: PricedRental, discountCents: number, taxBasisPoints: number): PricedRental {
  const discount = Math.max(0, Math.min(discountCents, priced.subtotalCents));
  return totalled(priced, discount, priced.deliveryFeeCents ?? 0, taxBasisPoints);
}

/** `priced` with a delivery fee: taxed as the rental charges are, never discounted, in the total. */
export function withDeliveryFee(priced: PricedRental, feeCents: number, taxBasisPoints: number): PricedRental {
  return totalled(priced, priced.discountCents, feeCents, taxBasisPoints);
}

function totalled(priced: PricedRental, discount: number, fee: number, taxBasisPoints: number): PricedRental {
  const taxable = priced.subtotalCents - discount + fee;
  const taxCents = percentOf(taxable, taxBasisPoints);
  return {
    ...priced,
    discountCents: discount,
    deliveryFeeCents: fee,
    taxCents,
    totalCents: checkedTotal(BigInt(taxable) + BigInt(taxCents)),
    amountDueCents: checkedTotal(BigInt(taxable) + BigInt(taxCents) + BigInt(priced.depositCents)),
  };
}

/**
 * The late fee of a return `lateDays` after the end date: each late day at the line's day rate,
 * times the shop's multiplier (in hundredths: 100 is ×1, 150 is ×1.5), rounded to the paisa.
 */
export function lateFee(lines: Pick<RateLine, 'dayCents' | 'qty'>[], lateDays: number, multiplierHundredths: number): number {
  if (lateDays <= 0) return 0;
  const perDay = lines.reduce((sum, line) => sum + BigInt(line.dayCents) * BigInt(line.qty), 0n);
  return checkedTotal((perDay * BigInt(lateDays) * BigInt(multiplierHundredths) + 50n) / 100n);
}

import { formatPaise } from '@rental/money-days/money';
import { ConflictError, InvalidInputError } from '../common/errors.js';
import { percentOf } from '../orders/pricing.js';
import type { Coupon } from './coupon.entity.js';

/** A cart line as the coupon rules see it: its product, category and rental charge (paise). */
export interface CouponLine {
  key: string;
  category: string;
  amountCents: number;
}

/** Upper-case and trimmed: how codes are stored and looked up. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/**
 * The rules a coupon checks on a cart without knowing the customer (the quote checks these too):
 * active, within its dates on `day`, the minimum order value reached by the rental charges, and at
 * least one line it applies to. Returns the discount in paise: a percentage or a fixed amount of
 * the lines it applies to, never more than those lines (so never a negative total), and never of
 * deposits, which are not in `amountCents`. Each refusal says which rule.
 */
export function couponDiscount(coupon: Coupon, lines: CouponLine[], day: string): number {
  const code = coupon.code;
  if (!coupon.active) throw new InvalidInputError(`Coupon ${code} is no longer active`);
  if (coupon.validFrom && day < coupon.validFrom) throw new InvalidInputError(`Coupon ${code} can be used from ${coupon.validFrom}`);
  if (coupon.validUntil && day > coupon.validUntil) throw new InvalidInputError(`Coupon ${code} expired on ${coupon.validUntil}`);
  const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (subtotal < coupon.minOrderCents) {
    throw new InvalidInputError(`Coupon ${code} needs rental charges of at least ${formatPaise(coupon.minOrderCents)} before tax; this cart has ${formatPaise(subtotal)}`);
  }
  const limited = coupon.categories.length > 0 || coupon.productKeys.length > 0;
  const eligible = lines.filter((line) => !limited || coupon.categories.includes(line.category) || coupon.productKeys.includes(line.key));
  if (!eligible.length) throw new InvalidInputError(`Coupon ${code} does not apply to any item in this cart`);
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) throw new ConflictError(`Coupon ${code} has been used up`);
  const base = eligible.reduce((sum, line) => sum + line.amountCents, 0);
  const discount = coupon.kind === 'percent' ? percentOf(base, coupon.value) : coupon.value;
  return Math.min(discount, base);
}

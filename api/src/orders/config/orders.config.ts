import { registerAs } from '@nestjs/config';
import { Decimal, type Env, Pattern, WholeNumber, hundredths, readEnv } from '../../config/env-rules.js';
import { LONGEST_RENTAL_DAYS } from '../rental-days.js';

class OrdersVariables {
  @Pattern(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, 'TAX_RATE_PERCENT must be a percentage from 0 to 100 with at most 2 decimals, such as 18') TAX_RATE_PERCENT?: string;
  @Pattern(/^(10(\.0{1,2})?|\d(\.\d{1,2})?)$/, 'LATE_FEE_MULTIPLIER must be a number from 0 to 10 with at most 2 decimals, such as 1 or 1.5') LATE_FEE_MULTIPLIER?: string;
  @Decimal(0.001, 8760, 'PENDING_HOLD_HOURS must be a number of hours from 0.001 to 8760') PENDING_HOLD_HOURS?: number;
  @WholeNumber(1, 1_000_000, 'MAX_OPEN_BOOKINGS must be a whole number from 1 to 1000000') MAX_OPEN_BOOKINGS?: number;
  @WholeNumber(1, LONGEST_RENTAL_DAYS, `MAX_RENTAL_DAYS must be a whole number from 1 to ${LONGEST_RENTAL_DAYS}`) MAX_RENTAL_DAYS?: number;
}

export const ordersConfig = registerAs('orders', (env: Env = process.env) => {
  const vars = readEnv(OrdersVariables, env);
  return {
    /** Money rules of the shop: tax on rental charges and fees, and the late-fee multiplier of the day rate. */
    pricing: { taxBasisPoints: hundredths(vars.TAX_RATE_PERCENT ?? '0'), lateFeeMultiplierHundredths: hundredths(vars.LATE_FEE_MULTIPLIER ?? '1') },
    /** How much stock a customer's bookings may hold (staff are exempt). */
    holding: {
      /** A Pending booking not approved within this time stops holding units and is marked 'Expired'. */
      pendingHoldHours: vars.PENDING_HOLD_HOURS ?? 48,
      /** Pending or approved bookings a customer may have at once. */
      maxOpenBookings: vars.MAX_OPEN_BOOKINGS ?? 5,
      /** The longest rental a customer may book online (MAX_RENTAL_DAYS); staff may arrange up to LONGEST_RENTAL_DAYS. */
      maxOnlineRentalDays: vars.MAX_RENTAL_DAYS ?? 90,
    },
  };
});
export type OrdersConfig = ReturnType<typeof ordersConfig>;

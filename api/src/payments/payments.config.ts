import { ConfigError } from '../config/app-config.js';

/** How a customer may settle a booking at checkout. */
export const PAYMENT_PLANS = ['full', 'deposit', 'pickup'] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

export interface PayHereSettings {
  merchantId: string;
  secret: string;
  /** Where the checkout form is posted: https://sandbox.payhere.lk/pay/checkout unless live. */
  checkoutUrl: string;
}

export interface PaymentsConfig {
  /** The currency every amount is charged in (PayHere takes LKR). */
  currency: 'LKR';
  /** Online payment is offered only with a provider; without one, 'pickup' is the only plan. */
  payhere: PayHereSettings | null;
  /** The plans the shop offers, in the order the checkout lists them. */
  plans: PaymentPlan[];
  /** How long a pay-now booking holds its units waiting for the money. */
  holdMs: number;
}

/**
 * The payment settings, read and checked once at boot like the rest of the configuration
 * (config/app-config.ts), but kept with the feature. README.md ("Taking money") documents each.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const value = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]!.trim());
  const problems: string[] = [];
  const merchantId = value('PAYHERE_MERCHANT_ID');
  const secret = value('PAYHERE_SECRET');
  if (merchantId !== undefined && !/^\d{4,12}$/.test(merchantId)) problems.push('PAYHERE_MERCHANT_ID must be your PayHere merchant id (digits only)');
  if ((merchantId === undefined) !== (secret === undefined)) problems.push('PAYHERE_MERCHANT_ID and PAYHERE_SECRET must be set together (or neither, for pay at pickup only)');
  const sandbox = value('PAYHERE_SANDBOX');
  if (sandbox !== undefined && !['true', 'false', '1', '0'].includes(sandbox)) problems.push('PAYHERE_SANDBOX must be true or false');
  const base = value('PAYHERE_URL');
  if (base !== undefined && !/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(base)) problems.push('PAYHERE_URL must be an http(s) URL, such as https://www.payhere.lk');
  const plans = (value('PAYMENT_PLANS') ?? PAYMENT_PLANS.join(',')).split(',').map((plan) => plan.trim());
  if (!plans.length || plans.some((plan) => !(PAYMENT_PLANS as readonly string[]).includes(plan))) problems.push('PAYMENT_PLANS must be a comma-separated list of full, deposit and pickup');
  const holdMinutes = value('PAYMENT_HOLD_MINUTES');
  if (holdMinutes !== undefined && (!/^\d+(\.\d+)?$/.test(holdMinutes) || Number(holdMinutes) < 0.01 || Number(holdMinutes) > 1440)) {
    problems.push('PAYMENT_HOLD_MINUTES must be a number of minutes from 0.01 to 1440');
  }
  if (problems.length) throw new ConfigError(problems);

  const live = sandbox === 'false' || sandbox === '0';
  const checkoutBase = (base ?? (live ? 'https://www.payhere.lk' : 'https://sandbox.payhere.lk')).replace(/\/$/, '');
  const payhere = merchantId && secret ? { merchantId, secret, checkoutUrl: `${checkoutBase}/pay/checkout` } : null;
  // Without a provider nothing can be paid online, whatever PAYMENT_PLANS says.
  const offered = payhere ? [...new Set(plans as PaymentPlan[])] : (['pickup'] as PaymentPlan[]);
  return { currency: 'LKR', payhere, plans: offered.length ? offered : ['pickup'], holdMs: Math.round(Number(holdMinutes ?? 30) * 60_000) };
}

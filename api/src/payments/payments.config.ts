import { registerAs } from '@nestjs/config';
import { ConfigError } from '../config/env-rules.js';

/** How a customer may settle a booking at checkout. */
export const PAYMENT_PLANS = ['full', 'deposit', 'pickup'] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

export interface PayHereSettings {
  merchantId: string;
  secret: string;
  /** Where the checkout form is posted: https://sandbox.payhere.lk/pay/checkout unless live. */
  checkoutUrl: string;
  /** PayHere's merchant API (OAuth token and refunds): the same host as the checkout. */
  apiUrl: string;
  /** A Business App's credentials (PAYHERE_APP_ID, PAYHERE_APP_SECRET) for the refund API; null: refunds are done in PayHere's portal. */
  app: { id: string; secret: string } | null;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API address when not api.stripe.com (tests point it at a local stand-in). */
  apiUrl: string | null;
}

export interface PaymentsConfig {
  /** The currency every amount is charged in (PayHere takes LKR). */
  currency: 'LKR';
  /** Online payment is offered only with a provider; without one, 'pickup' is the only plan. */
  payhere: PayHereSettings | null;
  stripe: StripeSettings | null;
  /** Who takes the money online: PAYMENT_PROVIDER, else the one set up (PayHere first). */
  provider: 'payhere' | 'stripe' | null;
  /** The plans the shop offers, in the order the checkout lists them. */
  plans: PaymentPlan[];
  /** How long a pay-now booking holds its units waiting for the money. */
  holdMs: number;
  /** A refund still without a response after this long was cut off (the process stopped while sending it): it is sent again (Stripe) or flagged (PayHere). */
  refundResendMs: number;
}

/** The payment settings, checked with the rest of the configuration at boot (config/app-config.ts). README.md ("Taking money") documents each. */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const value = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]!.trim());
  const problems: string[] = [];
  const merchantId = value('PAYHERE_MERCHANT_ID');
  const secret = value('PAYHERE_SECRET');
  if (merchantId !== undefined && !/^\d{4,12}$/.test(merchantId)) problems.push('PAYHERE_MERCHANT_ID must be your PayHere merchant id (digits only)');
  if ((merchantId === undefined) !== (secret === undefined)) problems.push('PAYHERE_MERCHANT_ID and PAYHERE_SECRET must be set together (or neither, for pay at pickup only)');
  const appId = value('PAYHERE_APP_ID');
  const appSecret = value('PAYHERE_APP_SECRET');
  if ((appId === undefined) !== (appSecret === undefined)) problems.push('PAYHERE_APP_ID and PAYHERE_APP_SECRET must be set together (or neither: refunds are then done in PayHere\'s portal)');
  if (appId !== undefined && merchantId === undefined) problems.push('PAYHERE_APP_ID needs PAYHERE_MERCHANT_ID and PAYHERE_SECRET');
  const sandbox = value('PAYHERE_SANDBOX');
  if (sandbox !== undefined && !['true', 'false', '1', '0'].includes(sandbox)) problems.push('PAYHERE_SANDBOX must be true or false');
  const base = value('PAYHERE_URL');
  if (base !== undefined && !/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(base)) problems.push('PAYHERE_URL must be an http(s) URL, such as https://www.payhere.lk');
  const stripeKey = value('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = value('STRIPE_WEBHOOK_SECRET');
  if (stripeKey !== undefined && !/^(sk|rk)_(test|live)_\S+$/.test(stripeKey)) problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)');
  if ((stripeKey === undefined) !== (stripeWebhookSecret === undefined)) problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (or neither)');
  if (stripeWebhookSecret !== undefined && !/^whsec_\S+$/.test(stripeWebhookSecret)) problems.push('STRIPE_WEBHOOK_SECRET must be the signing secret of your webhook endpoint (whsec_…)');
  const stripeUrl = value('STRIPE_API_URL');
  if (stripeUrl !== undefined && !/^https?:\/\/[^\s/]+\/?$/.test(stripeUrl)) problems.push('STRIPE_API_URL must be an http(s) address such as https://api.stripe.com');
  const chosen = value('PAYMENT_PROVIDER');
  if (chosen !== undefined && !['payhere', 'stripe'].includes(chosen)) problems.push('PAYMENT_PROVIDER must be payhere or stripe');
  if (chosen === 'payhere' && merchantId === undefined) problems.push('PAYMENT_PROVIDER=payhere needs PAYHERE_MERCHANT_ID and PAYHERE_SECRET');
  if (chosen === 'stripe' && stripeKey === undefined) problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  const plans = (value('PAYMENT_PLANS') ?? PAYMENT_PLANS.join(',')).split(',').map((plan) => plan.trim());
  if (!plans.length || plans.some((plan) => !(PAYMENT_PLANS as readonly string[]).includes(plan))) problems.push('PAYMENT_PLANS must be a comma-separated list of full, deposit and pickup');
  const holdMinutes = value('PAYMENT_HOLD_MINUTES');
  if (holdMinutes !== undefined && (!/^\d+(\.\d+)?$/.test(holdMinutes) || Number(holdMinutes) < 0.01 || Number(holdMinutes) > 1440)) {
    problems.push('PAYMENT_HOLD_MINUTES must be a number of minutes from 0.01 to 1440');
  }
  const resendSeconds = value('PAYMENT_REFUND_RESEND_SECONDS');
  if (resendSeconds !== undefined && (!/^\d+$/.test(resendSeconds) || Number(resendSeconds) < 1 || Number(resendSeconds) > 86_400)) {
    problems.push('PAYMENT_REFUND_RESEND_SECONDS must be a whole number of seconds from 1 to 86400');
  }
  if (problems.length) throw new ConfigError(problems);

  const live = sandbox === 'false' || sandbox === '0';
  const checkoutBase = (base ?? (live ? 'https://www.payhere.lk' : 'https://sandbox.payhere.lk')).replace(/\/$/, '');
  const payhere = merchantId && secret ? { merchantId, secret, checkoutUrl: `${checkoutBase}/pay/checkout`, apiUrl: `${checkoutBase}/merchant/v1`, app: appId && appSecret ? { id: appId, secret: appSecret } : null } : null;
  const stripe = stripeKey && stripeWebhookSecret ? { secretKey: stripeKey, webhookSecret: stripeWebhookSecret, apiUrl: stripeUrl?.replace(/\/$/, '') ?? null } : null;
  const provider = (chosen as 'payhere' | 'stripe' | undefined) ?? (payhere ? 'payhere' : stripe ? 'stripe' : null);
  // Without a provider nothing can be paid online, whatever PAYMENT_PLANS says.
  const offered = provider ? [...new Set(plans as PaymentPlan[])] : (['pickup'] as PaymentPlan[]);
  return { currency: 'LKR', payhere, stripe, provider, plans: offered.length ? offered : ['pickup'], holdMs: Math.round(Number(holdMinutes ?? 30) * 60_000), refundResendMs: Number(resendSeconds ?? 120) * 1000 };
}

export const paymentsConfig = registerAs('payments', (env: NodeJS.ProcessEnv = process.env) => loadPaymentsConfig(env));

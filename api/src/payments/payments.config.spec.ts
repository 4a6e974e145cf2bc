import { ConfigError } from '../config/app-config.js';
import { loadPaymentsConfig } from './payments.config.js';

const problems = (env: Record<string, string>) => {
  try {
    loadPaymentsConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('payment settings', () => {
  it('without a provider offers pay at pickup only, whatever PAYMENT_PLANS says', () => {
    expect(loadPaymentsConfig({ PAYMENT_PLANS: 'full,deposit' })).toEqual(expect.objectContaining({ provider: null, payhere: null, stripe: null, plans: ['pickup'], holdMs: 1_800_000, refundResendMs: 120_000 }));
  });

  it('PayHere posts to the sandbox unless PAYHERE_SANDBOX=false, or to PAYHERE_URL', () => {
    const base = { PAYHERE_MERCHANT_ID: '1221149', PAYHERE_SECRET: 's3cret' };
    expect(loadPaymentsConfig(base).payhere!.checkoutUrl).toBe('https://sandbox.payhere.lk/pay/checkout');
    expect(loadPaymentsConfig({ ...base, PAYHERE_SANDBOX: 'false' }).payhere!.checkoutUrl).toBe('https://www.payhere.lk/pay/checkout');
    expect(loadPaymentsConfig({ ...base, PAYHERE_URL: 'http://127.0.0.1:7190/' }).payhere!.checkoutUrl).toBe('http://127.0.0.1:7190/pay/checkout');
    expect(loadPaymentsConfig({ ...base, PAYMENT_PLANS: 'deposit,pickup', PAYMENT_HOLD_MINUTES: '0.5' })).toEqual(expect.objectContaining({ provider: 'payhere', plans: ['deposit', 'pickup'], holdMs: 30_000 }));
  });

  it('chooses PayHere first when both are set up, unless PAYMENT_PROVIDER says stripe', () => {
    const both = { PAYHERE_MERCHANT_ID: '1221149', PAYHERE_SECRET: 's', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadPaymentsConfig(both).provider).toBe('payhere');
    expect(loadPaymentsConfig({ ...both, PAYMENT_PROVIDER: 'stripe' }).provider).toBe('stripe');
  });

  it('refuses settings that cannot work, saying which', () => {
    expect(problems({ PAYHERE_MERCHANT_ID: '1221149' })).toEqual(['PAYHERE_MERCHANT_ID and PAYHERE_SECRET must be set together (or neither, for pay at pickup only)']);
    expect(problems({ PAYHERE_MERCHANT_ID: 'abc', PAYHERE_SECRET: 's' })).toEqual(['PAYHERE_MERCHANT_ID must be your PayHere merchant id (digits only)']);
    expect(problems({ PAYMENT_PLANS: 'full,later' })).toEqual(['PAYMENT_PLANS must be a comma-separated list of full, deposit and pickup']);
    expect(problems({ PAYMENT_HOLD_MINUTES: '0' })).toEqual(['PAYMENT_HOLD_MINUTES must be a number of minutes from 0.01 to 1440']);
    expect(problems({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual(['STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)']);
    expect(problems({ PAYMENT_REFUND_RESEND_SECONDS: '0.5' })).toEqual(['PAYMENT_REFUND_RESEND_SECONDS must be a whole number of seconds from 1 to 86400']);
    expect(problems({ PAYMENT_PROVIDER: 'stripe' })).toEqual(['PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET']);
  });
});

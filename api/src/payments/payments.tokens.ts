/** Injection tokens of the payments feature. */
export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');
/** The configured PaymentProvider, or null when the shop takes money only at pickup. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

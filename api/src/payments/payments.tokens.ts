/** Injection tokens of the payments feature. */
export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');
/** The configured PaymentProvider, or null when the shop takes money only at pickup. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
/** Every provider set up, by name, for refunds: money goes back through whoever took it, even after the shop switched provider. */
export const REFUNDING_PROVIDERS = Symbol('REFUNDING_PROVIDERS');

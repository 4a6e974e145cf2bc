import type { PaymentStatus } from './payment.entity.js';

/** Where the browser goes to pay: a form posted to the provider's page (PayHere) or a page to open (Stripe). The server builds every field, amounts included. */
export interface CheckoutForm {
  method: 'POST' | 'GET';
  action: string;
  fields: Record<string, string>;
  /** The provider's id of this checkout, when it gives one at once (a Stripe Checkout Session). */
  providerReference?: string;
}

/** A notification as it arrived: its parsed body, its bytes as sent (signatures cover those) and its headers. */
export interface IncomingNotification {
  body: Record<string, unknown>;
  rawBody: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export interface CheckoutRequest {
  /** Our reference of this attempt, sent to the provider and given back in its notification. */
  reference: string;
  amountCents: number;
  currency: string;
  description: string;
  customer: { firstName: string; lastName: string; email: string; phone: string; address: string };
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
}

/** A provider's notification, once its signature is proven. */
export interface VerifiedNotification {
  kind?: 'payment';
  reference: string;
  /** The provider's id of the transaction. */
  providerReference: string | null;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
}

/** A provider's later word on a refund it accepted (Stripe's refund.updated): it went through, or it failed after all. */
export interface VerifiedRefundNotice {
  kind: 'refund';
  /** The provider's id of the refund (Stripe re_…), as recorded when it was sent. */
  providerReference: string;
  status: 'paid' | 'failed';
  /** Why it failed, in the provider's words. */
  reason: string | null;
}

/** One payment provider: builds the checkout and proves its notifications (a bad one throws a 4xx error). */
export interface PaymentProvider extends RefundingProvider {
  readonly name: 'payhere' | 'stripe';
  checkout(request: CheckoutRequest): Promise<CheckoutForm>;
  /** Null: a notification about something else (an event we do not act on), responded to with 200 and ignored. */
  verifyNotification(notification: IncomingNotification): VerifiedNotification | VerifiedRefundNotice | null;
}

/** Money to give back through the provider that took it. */
export interface RefundRequest {
  /** The provider's id of the payment being refunded (PayHere payment_id, Stripe payment intent). */
  paymentReference: string;
  amountCents: number;
  currency: string;
  reason: string;
  /** The same for every attempt of one refund: a provider that honours it never refunds twice. */
  idempotencyKey: string;
}

/** The provider said no: nothing was refunded, so the refund may be tried again once the cause is fixed. */
export class RefundRefused extends Error {}

/** Gives money back; throws RefundRefused on a clear refusal, any other error when the outcome is unknown. */
export interface RefundingProvider {
  readonly name: 'payhere' | 'stripe';
  /** Whether a repeated call with the same idempotency key is safe (the provider refunds it once). */
  readonly refundsOnce: boolean;
  refund(request: RefundRequest): Promise<{ providerReference: string | null }>;
}

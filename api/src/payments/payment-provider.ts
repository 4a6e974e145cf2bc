import type { PaymentStatus } from './payment.entity.js';

/** What the browser posts to the provider's page: the server builds every field, amounts included. */
export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
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
  reference: string;
  /** The provider's id of the transaction. */
  providerReference: string | null;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
}

/** One payment provider: builds the checkout and proves its notifications (a bad one throws a 4xx error). */
export interface PaymentProvider {
  readonly name: 'payhere' | 'stripe';
  checkout(request: CheckoutRequest): CheckoutForm;
  verifyNotification(body: Record<string, unknown>): VerifiedNotification;
}

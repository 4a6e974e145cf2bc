import Stripe from 'stripe';
import { InvalidInputError, UpstreamError } from '../../common/errors.js';
import type { PaymentStatus } from '../payment.entity.js';
import { type CheckoutForm, type CheckoutRequest, type IncomingNotification, type PaymentProvider, type RefundRequest, RefundRefused, type VerifiedNotification, type VerifiedRefundNotice } from '../payment-provider.js';
import type { StripeSettings } from '../payments.config.js';

/** The Checkout Session events that settle a payment, and what each means for it. */
const SESSION_EVENTS: Record<string, (session: Stripe.Checkout.Session) => PaymentStatus | null> = {
  // A card is paid at once; a delayed method (a bank debit) completes 'unpaid' and settles by the async events.
  'checkout.session.completed': (session) => (session.payment_status === 'paid' || session.payment_status === 'no_payment_required' ? 'paid' : null),
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'cancelled',
};

/** Refund events: Stripe tells of a refund's later state (a refund can fail days after it was accepted). */
const REFUND_EVENTS = new Set(['refund.updated', 'charge.refund.updated', 'refund.failed']);
/** A refund's states that settle it: only these change what we recorded ('pending' and 'requires_action' are on their way). */
const REFUND_OUTCOMES: Record<string, 'paid' | 'failed'> = { succeeded: 'paid', failed: 'failed', canceled: 'failed' };

/**
 * Stripe through its official package: a Checkout Session per payment (the customer pays on
 * Stripe's page) and signed webhooks (Stripe-Signature over the exact bytes sent).
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  /** Stripe honours the Idempotency-Key: a retried refund is refunded once. */
  readonly refundsOnce = true;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
    });
  }

  async checkout(request: CheckoutRequest): Promise<CheckoutForm> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.reference,
          customer_email: request.customer.email,
          line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountCents, product_data: { name: request.description } } }],
          metadata: { reference: request.reference },
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried call never opens a second session for the same payment.
        { idempotencyKey: `checkout-${request.reference}` },
      );
    } catch (error) {
      throw new UpstreamError(`Stripe could not start the payment: ${(error as Error).message}`);
    }
    if (!session.url) throw new UpstreamError('Stripe answered no payment page');
    return { method: 'GET', action: session.url, fields: {}, providerReference: session.id };
  }

  /** A refund of the payment intent (whole or part), keyed so a retry is refunded once. */
  async refund(request: RefundRequest): Promise<{ providerReference: string | null }> {
    let refund: Stripe.Refund;
    try {
      refund = await this.stripe.refunds.create(
        { payment_intent: request.paymentReference, amount: request.amountCents, reason: 'requested_by_customer', metadata: { reason: request.reason.slice(0, 450) } },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      // Stripe responded with a reason (a card error, an amount over what is left): nothing was refunded.
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) throw new RefundRefused(`Stripe refused the refund: ${error.message}`);
      throw error;
    }
    if (refund.status === 'failed' || refund.status === 'canceled') throw new RefundRefused(`Stripe could not refund: ${refund.failure_reason ?? refund.status}`);
    return { providerReference: refund.id };
  }

  verifyNotification({ rawBody, headers }: IncomingNotification): VerifiedNotification | VerifiedRefundNotice | null {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string' || rawBody === undefined) throw new InvalidInputError('The Stripe webhook lacks its Stripe-Signature header or body');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw new InvalidInputError("The Stripe webhook is not signed with this shop's webhook secret (Stripe-Signature does not match)");
    }
    if (REFUND_EVENTS.has(event.type)) {
      const refund = event.data.object as Stripe.Refund;
      const status = REFUND_OUTCOMES[refund.status ?? ''];
      if (!status || typeof refund.id !== 'string') return null;
      return { kind: 'refund', providerReference: refund.id, status, reason: refund.failure_reason ?? (refund.status === 'canceled' ? 'canceled' : null) };
    }
    const settle = SESSION_EVENTS[event.type];
    if (!settle) return null;
    const session = event.data.object as Stripe.Checkout.Session;
    const status = settle(session);
    if (!status || !session.client_reference_id) return null;
    return {
      reference: session.client_reference_id,
      providerReference: typeof session.payment_intent === 'string' ? session.payment_intent : session.id,
      amountCents: session.amount_total ?? -1,
      currency: (session.currency ?? '').toUpperCase(),
      status,
    };
  }
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { InvalidInputError } from '../../common/errors.js';
import type { PaymentStatus } from '../payment.entity.js';
import { type CheckoutForm, type CheckoutRequest, type IncomingNotification, type PaymentProvider, type RefundRequest, RefundRefused, type VerifiedNotification } from '../payment-provider.js';
import type { PayHereSettings } from '../payments.config.js';

const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** PayHere's amounts: rupees with exactly two decimals and no grouping ('1234.50'). */
export const payHereAmount = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The checkout `hash`: upper-case MD5 of merchant_id + order_id + amount + currency + upper-case MD5 of the secret. */
export const checkoutHash = (settings: Pick<PayHereSettings, 'merchantId' | 'secret'>, orderId: string, amount: string, currency: string) =>
  md5Upper(settings.merchantId + orderId + amount + currency + md5Upper(settings.secret));

/** The notification's `md5sig`: upper-case MD5 of merchant_id + order_id + payhere_amount + payhere_currency + status_code + upper-case MD5 of the secret. */
export const notificationSignature = (settings: Pick<PayHereSettings, 'merchantId' | 'secret'>, fields: { order_id: string; payhere_amount: string; payhere_currency: string; status_code: string }) =>
  md5Upper(settings.merchantId + fields.order_id + fields.payhere_amount + fields.payhere_currency + fields.status_code + md5Upper(settings.secret));

/** PayHere's status_code values. */
const STATUS_CODES: Record<string, PaymentStatus> = { '2': 'paid', '0': 'pending', '-1': 'cancelled', '-2': 'failed', '-3': 'charged-back' };

const NOTIFICATION_FIELDS = ['merchant_id', 'order_id', 'payhere_amount', 'payhere_currency', 'status_code', 'md5sig'] as const;

/** PayHere's Checkout API: an HTML form posted to its page, and a server-to-server notification to notify_url. */
export class PayHereProvider implements PaymentProvider {
  readonly name = 'payhere';
  /** PayHere's refund API takes no idempotency key: a refund whose response never came is not sent again blindly. */
  readonly refundsOnce = false;
  constructor(private readonly settings: PayHereSettings) {}

  /**
   * PayHere's Refund API (merchant API, OAuth client credentials): a token from /oauth/token with
   * the Business App's id and secret (Basic), then /payment/refund with the payment_id, a
   * description and, for a part, the amount. `status: 1` is done; anything else PayHere refused.
   */
  async refund(request: RefundRequest): Promise<{ providerReference: string | null }> {
    const app = this.settings.app;
    if (!app) throw new RefundRefused("PayHere refunds are not set up here (PAYHERE_APP_ID, PAYHERE_APP_SECRET): refund it in PayHere's portal");
    const tokenRes = await fetch(`${this.settings.apiUrl}/oauth/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${app.id}:${app.secret}`).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(15_000),
    });
    const token = (await tokenRes.json().catch(() => ({}))) as { access_token?: string; error_description?: string };
    // No token: nothing was asked of PayHere yet, so trying again later is safe.
    if (!tokenRes.ok || !token.access_token) throw new RefundRefused(`PayHere refused the app credentials: ${token.error_description ?? `HTTP ${tokenRes.status}`}`);
    const res = await fetch(`${this.settings.apiUrl}/payment/refund`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ payment_id: request.paymentReference, description: request.reason.slice(0, 250), amount: Number(payHereAmount(request.amountCents)) }),
      signal: AbortSignal.timeout(15_000),
    });
    if (res.status >= 500) throw new Error(`PayHere answered HTTP ${res.status} to the refund`);
    const reply = (await res.json().catch(() => null)) as { status?: number; msg?: string; data?: unknown } | null;
    if (!reply) throw new Error(`PayHere answered HTTP ${res.status} without a result`);
    if (reply.status !== 1) throw new RefundRefused(`PayHere refused the refund: ${reply.msg ?? `HTTP ${res.status}`}`);
    return { providerReference: reply.data === null || reply.data === undefined ? null : String(reply.data).slice(0, 100) };
  }

  async checkout(request: CheckoutRequest): Promise<CheckoutForm> {
    return this.checkoutForm(request);
  }

  checkoutForm(request: CheckoutRequest): CheckoutForm {
    const amount = payHereAmount(request.amountCents);
    const { customer } = request;
    return {
      method: 'POST',
      action: this.settings.checkoutUrl,
      fields: {
        merchant_id: this.settings.merchantId,
        return_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        notify_url: request.notifyUrl,
        order_id: request.reference,
        items: request.description,
        currency: request.currency,
        amount,
        first_name: customer.firstName,
        last_name: customer.lastName,
        email: customer.email,
        phone: customer.phone,
        address: customer.address,
        // PayHere asks for a city; our accounts keep one address line, whose last part is usually the town.
        city: customer.address.split(',').map((part) => part.trim()).filter(Boolean).pop() ?? 'Colombo',
        country: 'Sri Lanka',
        hash: checkoutHash(this.settings, request.reference, amount, request.currency),
      },
    };
  }

  verifyNotification({ body }: Pick<IncomingNotification, 'body'>): VerifiedNotification {
    const missing = NOTIFICATION_FIELDS.filter((field) => typeof body[field] !== 'string' || body[field] === '');
    if (missing.length) throw new InvalidInputError(`The PayHere notification lacks ${missing.join(', ')}`);
    const fields = body as Record<(typeof NOTIFICATION_FIELDS)[number], string> & { payment_id?: unknown };
    const expected = Buffer.from(notificationSignature(this.settings, fields));
    const given = Buffer.from(fields.md5sig.toUpperCase());
    if (fields.merchant_id !== this.settings.merchantId || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new InvalidInputError('The PayHere notification is not signed with this shop\'s merchant secret (md5sig does not match)');
    }
    const status = STATUS_CODES[fields.status_code];
    if (!status) throw new InvalidInputError(`Unknown PayHere status_code ${fields.status_code}`);
    const amount = /^(\d{1,10})\.(\d{2})$/.exec(fields.payhere_amount);
    if (!amount) throw new InvalidInputError('payhere_amount must be an amount with two decimals');
    return {
      reference: fields.order_id,
      providerReference: typeof fields.payment_id === 'string' && fields.payment_id ? fields.payment_id.slice(0, 100) : null,
      amountCents: Number(amount[1]) * 100 + Number(amount[2]),
      currency: fields.payhere_currency,
      status,
    };
  }
}

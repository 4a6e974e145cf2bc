// Types of the Stripe stand-in shared by the API's tests and the browser journeys (stripe-stand-in.mjs).
export interface StripeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  client_reference_id: string | null;
  customer_email: string | null;
  currency: string;
  amount_total: number;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
}

export interface StripeStandIn {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where events are sent: the shop's webhook endpoint, as set in Stripe's dashboard. */
  webhookUrl: string;
  sessions: Map<string, StripeSession>;
  /** Refunds made (each once per Idempotency-Key), as Stripe lists them; a refund that later fails keeps its place, status 'failed'. */
  refunds: { id: string; payment_intent: string; amount: number; status: 'succeeded' | 'failed'; failure_reason?: string }[];
  /** Every refund call received, with its Idempotency-Key (a replay too). */
  refundCalls: { idempotencyKey: string | undefined; replayed: boolean }[];
  /** While set, a refund is made but its response never sent (the connection is held open): as when the shop's process dies mid-call. */
  stallRefundResponses: boolean;
  /** While set, a refund is refused with this message (an invalid_request_error, as for an insufficient balance). */
  refuseRefunds: string | null;
  /** Sends an event about a session to the webhook, signed as Stripe signs it unless `forge`. */
  sendEvent(type: string, sessionId: string, options?: { forge?: boolean; eventId?: string; change?: Partial<StripeSession> }): Promise<{ status: number; body: string }>;
  /** The refund fails at the bank after Stripe accepted it (status 'failed', failure_reason), and `type` (refund.updated, charge.refund.updated) tells the webhook. */
  failRefund(refundId: string, reason: string, options?: { type?: string; forge?: boolean }): Promise<{ status: number; body: string }>;
  /** Each event sent to the webhook: its type, the session's or refund's id, and the shop's response. */
  events: { type: string; objectId: string; status: number }[];
  close(): Promise<void>;
}

export function startStripeStandIn(options?: { port?: number; host?: string; secretKey?: string; webhookSecret?: string }): Promise<StripeStandIn>;

import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

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
  /** While set, a refund is made but its answer never sent (the connection is held open): as when the shop's process dies mid-call. */
  stallRefundAnswers: boolean;
  /** While set, a refund is refused with this message (an invalid_request_error, as for an insufficient balance). */
  refuseRefunds: string | null;
  /** Sends an event about a session to the webhook, signed as Stripe signs it unless `forge`. */
  sendEvent(type: string, sessionId: string, options?: { forge?: boolean; eventId?: string; change?: Partial<StripeSession> }): Promise<{ status: number; body: string }>;
  /** The refund fails at the bank after Stripe accepted it (status 'failed', failure_reason), and `type` (refund.updated, charge.refund.updated) tells the webhook. */
  failRefund(refundId: string, reason: string, options?: { type?: string; forge?: boolean }): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });

/**
 * A local stand-in for Stripe's API as the official `stripe` package calls it: Checkout Sessions
 * created with form-encoded parameters (secret key as bearer, Idempotency-Key honoured), and
 * webhook events signed with the endpoint's secret in the Stripe-Signature header
 * (t=<time>,v1=<HMAC-SHA256 of "<time>.<body>">). Refunds of a paid session's payment intent, whole or
 * in part, never more than is left, each once per Idempotency-Key (a repeat gets the first answer).
 */
export async function startStripeStandIn({ secretKey = 'sk_test_standin', webhookSecret = 'whsec_standin' } = {}): Promise<StripeStandIn> {
  const sessions = new Map<string, StripeSession>();
  const byIdempotencyKey = new Map<string, string>();
  /** Stripe keeps the answer of a request that ran, per Idempotency-Key, and gives it again for the same key. */
  const refundAnswers = new Map<string, { status: number; body: unknown }>();
  const standIn = { webhookUrl: '', refunds: [], refundCalls: [], refuseRefunds: null, stallRefundAnswers: false } as unknown as StripeStandIn;
  /** Signs an event as Stripe does (t=<time>,v1=<HMAC-SHA256 of "<time>.<body>">) and posts it to the webhook. */
  const deliver = async (type: string, object: unknown, { forge = false, eventId }: { forge?: boolean; eventId?: string } = {}) => {
    const payload = JSON.stringify({ id: eventId ?? `evt_${randomBytes(8).toString('hex')}`, object: 'event', api_version: '2025-01-27', created: Math.floor(Date.now() / 1000), type, data: { object } });
    const time = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', forge ? 'whsec_not_the_secret' : webhookSecret).update(`${time}.${payload}`).digest('hex');
    const res = await fetch(standIn.webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${time},v1=${v1}` }, body: payload });
    return { status: res.status, body: await res.text() };
  };

  const server: Server = createServer(async (req, res) => {
    const json = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers.authorization !== `Bearer ${secretKey}`) return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      const params = new URLSearchParams(await read(req));
      const key = req.headers['idempotency-key'] as string | undefined;
      if (key && byIdempotencyKey.has(key)) return json(200, sessions.get(byIdempotencyKey.get(key)!));
      const unitAmount = Number(params.get('line_items[0][price_data][unit_amount]'));
      const quantity = Number(params.get('line_items[0][quantity]') ?? 1);
      if (!Number.isInteger(unitAmount) || params.get('mode') !== 'payment') return json(400, { error: { type: 'invalid_request_error', message: 'Missing required param: line_items[0][price_data][unit_amount].' } });
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: StripeSession = {
        id,
        object: 'checkout.session',
        url: `${standIn.url}/c/pay/${id}`,
        mode: 'payment',
        client_reference_id: params.get('client_reference_id'),
        customer_email: params.get('customer_email'),
        currency: params.get('line_items[0][price_data][currency]')!,
        amount_total: unitAmount * quantity,
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        success_url: params.get('success_url')!,
        cancel_url: params.get('cancel_url')!,
        metadata: { reference: params.get('metadata[reference]') ?? '' },
      };
      sessions.set(id, session);
      if (key) byIdempotencyKey.set(key, id);
      return json(200, session);
    }
    if (req.method === 'POST' && req.url === '/v1/refunds') {
      const params = new URLSearchParams(await read(req));
      const key = req.headers['idempotency-key'] as string | undefined;
      standIn.refundCalls.push({ idempotencyKey: key, replayed: key !== undefined && refundAnswers.has(key) });
      if (key && refundAnswers.has(key)) {
        const again = refundAnswers.get(key)!;
        res.setHeader('Idempotent-Replayed', 'true');
        return json(again.status, again.body);
      }
      const answer = (status: number, body: unknown) => {
        if (key) refundAnswers.set(key, { status, body });
        // Made, but the answer is lost on the way: the caller waits until it gives up or dies.
        if (standIn.stallRefundAnswers) return;
        json(status, body);
      };
      const intent = params.get('payment_intent');
      const session = [...sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === 'paid');
      if (!session) return answer(400, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: `No such payment_intent: '${intent}'` } });
      if (standIn.refuseRefunds) return answer(400, { error: { type: 'invalid_request_error', code: 'balance_insufficient', message: standIn.refuseRefunds } });
      const refunded = standIn.refunds.filter((r) => r.payment_intent === intent && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
      const amount = params.has('amount') ? Number(params.get('amount')) : session.amount_total - refunded;
      if (!Number.isInteger(amount) || amount <= 0 || amount > session.amount_total - refunded) {
        return answer(400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${session.amount_total - refunded})` } });
      }
      const refund = { id: `re_${randomBytes(12).toString('hex')}`, object: 'refund', payment_intent: intent!, amount, currency: session.currency, status: 'succeeded' as const, reason: params.get('reason') };
      standIn.refunds.push(refund);
      return answer(200, refund);
    }
    json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    sessions,
    async sendEvent(type: string, sessionId: string, options: { forge?: boolean; eventId?: string; change?: Partial<StripeSession> } = {}) {
      const session = sessions.get(sessionId)!;
      if (type === 'checkout.session.completed') Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: session.payment_intent ?? `pi_${randomBytes(8).toString('hex')}` });
      if (type === 'checkout.session.expired') Object.assign(session, { status: 'expired' });
      return deliver(type, { ...session, ...options.change }, options);
    },
    async failRefund(refundId: string, reason: string, { type = 'refund.updated', forge = false }: { type?: string; forge?: boolean } = {}) {
      const refund = standIn.refunds.find((r) => r.id === refundId)!;
      Object.assign(refund, { status: 'failed', failure_reason: reason });
      return deliver(type, { ...refund, object: 'refund' }, { forge });
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  });
}

// A local stand-in for Stripe, following its documented protocol, for the API's tests and the browser
// journeys alike (types in stripe-stand-in.d.mts):
// - Checkout Sessions created by the official `stripe` package: form-encoded parameters, the secret
//   key as bearer, Idempotency-Key honoured.
// - The hosted payment page a session's `url` opens: paying completes the session, sends the signed
//   `checkout.session.completed` event and sends the browser to `success_url` ({CHECKOUT_SESSION_ID}
//   filled in, as Stripe does); going back goes to `cancel_url`.
// - Webhook events signed with the endpoint's secret in the Stripe-Signature header
//   (t=<time>,v1=<HMAC-SHA256 of "<time>.<body>">).
// - Refunds of a paid session's payment intent, whole or in part, never more than is left, each once
//   per Idempotency-Key (a repeat gets the first response).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const escape = (text = '') => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const read = (req) =>
  new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });
const money = (cents, currency) => `${currency.toUpperCase()} ${(cents / 100).toFixed(2)}`;

export async function startStripeStandIn({ port = 0, host = '127.0.0.1', secretKey = 'sk_test_standin', webhookSecret = 'whsec_standin' } = {}) {
  const sessions = new Map();
  /** What each session's payment page shows as bought (not part of Stripe's session object). */
  const itemNames = new Map();
  const byIdempotencyKey = new Map();
  /** Stripe keeps the response of a request that ran, per Idempotency-Key, and gives it again for the same key. */
  const refundResponses = new Map();
  const standIn = { webhookUrl: '', events: [], refunds: [], refundCalls: [], refuseRefunds: null, stallRefundResponses: false };

  /** Signs an event as Stripe does and posts it to the webhook; notes it, with the shop's response, in `events`. */
  const deliver = async (type, object, { forge = false, eventId } = {}) => {
    const payload = JSON.stringify({ id: eventId ?? `evt_${randomBytes(8).toString('hex')}`, object: 'event', api_version: '2025-01-27', created: Math.floor(Date.now() / 1000), type, data: { object } });
    const time = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', forge ? 'whsec_not_the_secret' : webhookSecret).update(`${time}.${payload}`).digest('hex');
    const res = await fetch(standIn.webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${time},v1=${v1}` }, body: payload });
    const response = { status: res.status, body: await res.text() };
    standIn.events.push({ type, objectId: object.id, status: response.status });
    return response;
  };
  const complete = (session) => Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: session.payment_intent ?? `pi_${randomBytes(8).toString('hex')}` });

  const server = createServer(async (req, res) => {
    const json = (status, body) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    const path = new URL(req.url, 'http://stripe.test').pathname;
    const page = /^\/c\/pay\/(cs_test_[a-f0-9]+)(\/confirm)?$/.exec(path);
    if (page) {
      const session = sessions.get(page[1]);
      if (!session) return void res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Something went wrong</h1>');
      if (req.method === 'GET' && !page[2]) {
        return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Stripe Checkout (stand-in)</title>
<style>body{font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px}button{font-size:16px;padding:10px 16px;margin-right:8px}</style></head><body>
<h1>Pay ${escape(itemNames.get(session.id))}</h1><p>${escape(session.customer_email)}</p><p>Total: <strong id="amount">${escape(money(session.amount_total, session.currency))}</strong></p>
<form method="post" action="/c/pay/${escape(session.id)}/confirm"><button>Pay</button></form><p><a href="${escape(session.cancel_url)}">Back</a></p></body></html>`);
      }
      if (req.method === 'POST' && page[2]) {
        if (session.status === 'open') await deliver('checkout.session.completed', { ...complete(session) });
        return void res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
      }
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const params = new URLSearchParams(await read(req));
      const key = req.headers['idempotency-key'];
      if (key && byIdempotencyKey.has(key)) return json(200, sessions.get(byIdempotencyKey.get(key)));
      const unitAmount = Number(params.get('line_items[0][price_data][unit_amount]'));
      const quantity = Number(params.get('line_items[0][quantity]') ?? 1);
      if (!Number.isInteger(unitAmount) || params.get('mode') !== 'payment') return json(400, { error: { type: 'invalid_request_error', message: 'Missing required param: line_items[0][price_data][unit_amount].' } });
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session = {
        id,
        object: 'checkout.session',
        url: `${standIn.url}/c/pay/${id}`,
        mode: 'payment',
        client_reference_id: params.get('client_reference_id'),
        customer_email: params.get('customer_email'),
        currency: params.get('line_items[0][price_data][currency]'),
        amount_total: unitAmount * quantity,
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        success_url: params.get('success_url'),
        cancel_url: params.get('cancel_url'),
        metadata: { reference: params.get('metadata[reference]') ?? '' },
      };
      sessions.set(id, session);
      itemNames.set(id, params.get('line_items[0][price_data][product_data][name]'));
      if (key) byIdempotencyKey.set(key, id);
      return json(200, session);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const params = new URLSearchParams(await read(req));
      const key = req.headers['idempotency-key'];
      standIn.refundCalls.push({ idempotencyKey: key, replayed: key !== undefined && refundResponses.has(key) });
      if (key && refundResponses.has(key)) {
        const again = refundResponses.get(key);
        res.setHeader('Idempotent-Replayed', 'true');
        return json(again.status, again.body);
      }
      const respond = (status, body) => {
        if (key) refundResponses.set(key, { status, body });
        // Made, but the response is lost on the way: the caller waits until it gives up or dies.
        if (standIn.stallRefundResponses) return;
        json(status, body);
      };
      const intent = params.get('payment_intent');
      const session = [...sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === 'paid');
      if (!session) return respond(400, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: `No such payment_intent: '${intent}'` } });
      if (standIn.refuseRefunds) return respond(400, { error: { type: 'invalid_request_error', code: 'balance_insufficient', message: standIn.refuseRefunds } });
      const refunded = standIn.refunds.filter((r) => r.payment_intent === intent && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
      const amount = params.has('amount') ? Number(params.get('amount')) : session.amount_total - refunded;
      if (!Number.isInteger(amount) || amount <= 0 || amount > session.amount_total - refunded) {
        return respond(400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${session.amount_total - refunded})` } });
      }
      const refund = { id: `re_${randomBytes(12).toString('hex')}`, object: 'refund', payment_intent: intent, amount, currency: session.currency, status: 'succeeded', reason: params.get('reason') };
      standIn.refunds.push(refund);
      return respond(200, refund);
    }
    json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));

  return Object.assign(standIn, {
    url: `http://${host === '127.0.0.1' ? '127.0.0.1' : 'localhost'}:${server.address().port}`,
    secretKey,
    webhookSecret,
    sessions,
    async sendEvent(type, sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (type === 'checkout.session.completed') complete(session);
      if (type === 'checkout.session.expired') Object.assign(session, { status: 'expired' });
      return deliver(type, { ...session, ...options.change }, options);
    },
    async failRefund(refundId, reason, { type = 'refund.updated', forge = false } = {}) {
      const refund = standIn.refunds.find((r) => r.id === refundId);
      Object.assign(refund, { status: 'failed', failure_reason: reason });
      return deliver(type, { ...refund, object: 'refund' }, { forge });
    },
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  });
}

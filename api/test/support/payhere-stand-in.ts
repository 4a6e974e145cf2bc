import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';

const md5Upper = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

export interface PayHereCheckout {
  fields: Record<string, string>;
  /** Whether the form's hash matched, as PayHere checks it before showing its page. */
  hashValid: boolean;
}

export interface PayHereStandIn {
  url: string;
  merchantId: string;
  secret: string;
  /** Every checkout form received, by order_id. */
  checkouts: Map<string, PayHereCheckout>;
  /** Posts the server notification of a checkout to its notify_url as PayHere does, signed unless `forge`. */
  /** The Business App's credentials the refund API takes (PAYHERE_APP_ID, PAYHERE_APP_SECRET). */
  appId: string;
  appSecret: string;
  /** Refunds made, as PayHere's refund API received them (payment_id, amount in paise, description). */
  refunds: { paymentId: string; amountCents: number; description: string }[];
  /** While set, the refund API refuses with this message (status -1), as PayHere does for a payment it cannot refund. */
  refuseRefunds: string | null;
  /** While set, a refund is made but its response never sent (the connection is held open): as when the shop's process dies mid-call. */
  stallRefundResponses: boolean;
  notify(orderId: string, statusCode: 2 | 0 | -1 | -2 | -3, options?: { forge?: boolean; amount?: string; currency?: string; paymentId?: string }): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const readForm = (req: import('node:http').IncomingMessage) =>
  new Promise<Record<string, string>>((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(text))));
  });

const readText = (req: import('node:http').IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A local stand-in for PayHere's Checkout API, following its documented protocol: it receives the
 * checkout form at /pay/checkout and checks its hash, shows a page where the payer pays or cancels,
 * then posts the notification (form-encoded, with md5sig) to notify_url and sends the browser to
 * return_url or cancel_url. Its merchant API gives an OAuth token for the Business App's credentials
 * (client credentials, Basic auth) and refunds a paid payment, whole or in part, with that token.
 */
export async function startPayHereStandIn({ merchantId = '1221149', secret = 'stand-in-merchant-secret', appId = '4OVxzB3zUl04JFnJtqTNkf', appSecret = 'stand-in-app-secret' } = {}): Promise<PayHereStandIn> {
  const checkouts = new Map<string, PayHereCheckout>();
  let paymentIds = 320025000000;
  /** Paid payments by payment_id: what was taken, and what of it is refunded. */
  const paid = new Map<string, { amountCents: number; refundedCents: number }>();
  const tokens = new Set<string>();
  const refunds: PayHereStandIn['refunds'] = [];
  const state = { refuseRefunds: null as string | null, stallRefundResponses: false };

  const notify: PayHereStandIn['notify'] = async (orderId, statusCode, options = {}) => {
    const checkout = checkouts.get(orderId);
    if (!checkout) throw new Error(`No checkout for ${orderId}`);
    const fields = {
      merchant_id: merchantId,
      order_id: orderId,
      payment_id: options.paymentId ?? String(++paymentIds),
      payhere_amount: options.amount ?? checkout.fields.amount,
      payhere_currency: options.currency ?? checkout.fields.currency,
      status_code: String(statusCode),
      status_message: statusCode === 2 ? 'Successfully completed the payment.' : 'Payment not completed',
      method: 'VISA',
      card_holder_name: 'Test Payer',
      card_no: '************1292',
    };
    const signed = md5Upper(fields.merchant_id + fields.order_id + fields.payhere_amount + fields.payhere_currency + fields.status_code + md5Upper(options.forge ? 'not-the-secret' : secret));
    if (statusCode === 2 && !options.forge) paid.set(fields.payment_id, { amountCents: Math.round(Number(fields.payhere_amount) * 100), refundedCents: paid.get(fields.payment_id)?.refundedCents ?? 0 });
    const res = await fetch(checkout.fields.notify_url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...fields, md5sig: signed }).toString() });
    return { status: res.status, body: await res.text() };
  };

  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url!, 'http://payhere.test').pathname;
    if (req.method === 'POST' && path === '/pay/checkout') {
      const fields = await readForm(req);
      const hashValid = fields.hash === md5Upper(fields.merchant_id + fields.order_id + fields.amount + fields.currency + md5Upper(secret));
      checkouts.set(fields.order_id, { fields, hashValid });
      if (!hashValid || fields.merchant_id !== merchantId) {
        res.writeHead(400, { 'Content-Type': 'text/html' }).end('<h1>Unauthorized payment request</h1>');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><title>PayHere (stand-in)</title></head><body>
<h1>PayHere</h1><p id="items">${escape(fields.items)}</p><p id="amount">${escape(fields.currency)} ${escape(fields.amount)}</p>
<form method="post" action="/pay/complete"><input type="hidden" name="order_id" value="${escape(fields.order_id)}"><button name="outcome" value="paid">Pay ${escape(fields.currency)} ${escape(fields.amount)}</button><button name="outcome" value="cancel">Cancel</button></form></body></html>`);
      return;
    }
    if (req.method === 'POST' && path === '/pay/complete') {
      const { order_id: orderId, outcome } = await readForm(req);
      const checkout = checkouts.get(orderId);
      if (!checkout) {
        res.writeHead(404).end();
        return;
      }
      // PayHere notifies the merchant's server before the payer is sent back.
      if (outcome === 'paid') await notify(orderId, 2);
      res.writeHead(302, { Location: outcome === 'paid' ? checkout.fields.return_url : checkout.fields.cancel_url }).end();
      return;
    }
    // The merchant API: an OAuth token for the Business App (client credentials, Basic auth), then refunds with it.
    if (req.method === 'POST' && path === '/merchant/v1/oauth/token') {
      const body = await readForm(req);
      if (req.headers.authorization !== `Basic ${Buffer.from(`${appId}:${appSecret}`).toString('base64')}` || body.grant_type !== 'client_credentials') {
        res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'invalid_client', error_description: 'Bad client credentials' }));
        return;
      }
      const token = randomUUID();
      tokens.add(token);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ access_token: token, token_type: 'bearer', expires_in: 599, scope: 'SANDBOX' }));
      return;
    }
    if (req.method === 'POST' && path === '/merchant/v1/payment/refund') {
      const json = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer)) return json(401, { error: 'invalid_token', error_description: 'Invalid access token' });
      if (!String(req.headers['content-type']).startsWith('application/json')) return json(400, { status: -1, msg: 'Content-Type must be application/json', data: null });
      let body: { payment_id?: string; description?: string; amount?: number };
      try {
        body = JSON.parse(await readText(req));
      } catch {
        return json(400, { status: -1, msg: 'Invalid request body', data: null });
      }
      if (state.refuseRefunds) return json(200, { status: -1, msg: state.refuseRefunds, data: null });
      const payment = body.payment_id ? paid.get(body.payment_id) : undefined;
      if (!payment || !body.description) return json(200, { status: -1, msg: !payment ? 'Invalid payment id' : 'Description is required', data: null });
      const left = payment.amountCents - payment.refundedCents;
      const amountCents = body.amount === undefined ? left : Math.round(body.amount * 100);
      if (amountCents <= 0 || amountCents > left) return json(200, { status: -1, msg: 'Refund amount exceeds the refundable amount', data: null });
      payment.refundedCents += amountCents;
      refunds.push({ paymentId: body.payment_id!, amountCents, description: body.description });
      if (state.stallRefundResponses) return;
      return json(200, { status: 1, msg: 'Successfully submitted the refund request', data: 160000000 + refunds.length });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    merchantId,
    secret,
    appId,
    appSecret,
    refunds,
    get refuseRefunds() {
      return state.refuseRefunds;
    },
    set refuseRefunds(message: string | null) {
      state.refuseRefunds = message;
    },
    get stallRefundResponses() {
      return state.stallRefundResponses;
    },
    set stallRefundResponses(stall: boolean) {
      state.stallRefundResponses = stall;
    },
    checkouts,
    notify,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

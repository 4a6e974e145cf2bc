import { createHash } from 'node:crypto';
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
  notify(orderId: string, statusCode: 2 | 0 | -1 | -2 | -3, options?: { forge?: boolean; amount?: string; currency?: string; paymentId?: string }): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const readForm = (req: import('node:http').IncomingMessage) =>
  new Promise<Record<string, string>>((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(text))));
  });

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A local stand-in for PayHere's Checkout API, following its documented protocol: it receives the
 * checkout form at /pay/checkout and checks its hash, shows a page where the payer pays or cancels,
 * then posts the notification (form-encoded, with md5sig) to notify_url and sends the browser to
 * return_url or cancel_url.
 */
export async function startPayHereStandIn({ merchantId = '1221149', secret = 'stand-in-merchant-secret' } = {}): Promise<PayHereStandIn> {
  const checkouts = new Map<string, PayHereCheckout>();
  let paymentIds = 320025000000;

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
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    merchantId,
    secret,
    checkouts,
    notify,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

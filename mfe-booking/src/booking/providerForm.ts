import type { PaymentCheckout } from '@rental/platform/types';

/**
 * Sends the browser to the provider's payment page the way its API asks: PayHere's takes an HTML
 * form posted there, Stripe's Checkout page is opened. Every field, the amount and its signature included, is the server's; the site's
 * CSP allows the post (form-action) only to the provider the shop set up.
 */
export function postToProvider(checkout: Pick<PaymentCheckout, 'action' | 'fields'> & { method?: PaymentCheckout['method'] }, doc: Document = document): void {
  // Stripe: its Checkout page is opened as it is (an older API sent no method: a PayHere form).
  if (checkout.method === 'GET') {
    doc.defaultView!.location.assign(checkout.action);
    return;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = checkout.action;
  form.hidden = true;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}

/** The plans as the customer reads them. */
export const PLAN_LABELS = {
  full: 'Pay in full now',
  deposit: 'Pay the deposit now, the rest at pick-up',
  pickup: 'Pay at pick-up',
} as const;

/** Who took the money, as the customer reads it. */
export const providerLabel = (provider: string | null | undefined) => ({ payhere: 'PayHere', stripe: 'Stripe', cash: 'cash' })[provider ?? ''] ?? provider ?? 'the payment provider';

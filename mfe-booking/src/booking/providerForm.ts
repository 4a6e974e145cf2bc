import type { PaymentCheckout } from '@rental/platform/types';

/**
 * Sends the browser to the provider's payment page the way its Checkout API asks: an HTML form
 * posted there. Every field, the amount and its signature included, is the server's; the site's
 * CSP allows the post (form-action) only to the provider the shop set up.
 */
export function postToProvider(checkout: Pick<PaymentCheckout, 'action' | 'fields'>, doc: Document = document): void {
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

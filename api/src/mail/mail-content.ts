import { formatDay } from '@rental/money-days/days';
import { formatPaise } from '@rental/money-days/money';
import { daysOverdue } from '../orders/overdue.js';
import { formatOrderId, type Order } from '../orders/order.entity.js';
import { priceOrderLines, subtotalCentsOf } from '../orders/order-view.js';
import { amountDueCentsOf, paidCentsOf, type Payment } from '../payments/payment.entity.js';
import type { OrderMailKind } from './outbox-mail.entity.js';
import { ORDER_STATUS } from '../orders/order-states.js';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  shop: { name: string; address: string };
  /** The customer's list of bookings on the shop's site. */
  myBookingsUrl: string;
  /** Where the customer pays for a booking again (a failed or cancelled payment); the order's id is added. */
  payUrl?: string;
  /** Greets the customer by their first name when known. */
  firstName?: string | null;
  now?: Date;
}

/** At most this many lines are listed; a longer order says how many more it has (My bookings shows them all). */
const LISTED_LINES = 30;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const refundsOf = (payments: Pick<Payment, 'kind' | 'status' | 'amountCents'>[], status: string) =>
  payments.filter((p) => p.kind === 'refund' && p.status === status).reduce((sum, p) => sum + p.amountCents, 0);

const PROVIDER_NAMES: Record<string, string> = { payhere: 'PayHere', stripe: 'Stripe', cash: 'cash' };
const PAYMENT_STATES: Record<string, string> = { pending: 'waiting', paid: 'received', failed: 'failed', cancelled: 'cancelled', 'charged-back': 'charged back' };
const REFUND_STATES: Record<string, string> = { pending: 'being sent', paid: 'sent', failed: 'not sent yet' };

/** One line per payment and refund, oldest first: what moved, how, and where it stands. */
export function paymentLines(payments: Pick<Payment, 'id' | 'kind' | 'provider' | 'status' | 'amountCents'>[]): [string, string][] {
  return [...payments]
    .sort((a, b) => a.id - b.id)
    .map((p) => [
      p.kind === 'refund' ? `Refund via ${PROVIDER_NAMES[p.provider]} (${REFUND_STATES[p.status] ?? p.status})` : `Payment via ${PROVIDER_NAMES[p.provider]}, ${p.kind} (${PAYMENT_STATES[p.status] ?? p.status})`,
      `${p.kind === 'refund' ? '-' : ''}${formatPaise(p.amountCents)}`,
    ]);
}

/** '09:00-12:00' as '09:00 and 12:00'. */
const windowText = (window: string | null) => (window ?? '').replace('-', ' and ');

/** A mail's first words and what it asks of the customer, per kind. */
function message(kind: OrderMailKind, order: Order, now: Date, payUrl: string | undefined): { subject: string; lead: string[] } {
  const id = formatOrderId(order.id);
  const span = `${formatDay(order.startingDate)} to ${formatDay(order.endingDate)}`;
  switch (kind) {
    case 'booking-received':
      return { subject: `We received your booking ${id}`, lead: [`Thank you for your booking ${id} (${span}).`, 'It is Pending: we check the gear is ready and answer soon by e-mail.'] };
    case 'booking-approved':
      return { subject: `Your booking ${id} is approved`, lead: [`Good news: your booking ${id} (${span}) is approved.`, `Please collect the gear on ${formatDay(order.startingDate)} and bring the deposit.`] };
    case 'dates-changed':
      return { subject: `New dates for your booking ${id}`, lead: [`Your booking ${id} now runs ${span}.`, 'The calendar file attached replaces the one we sent before.'] };
    case 'booking-rejected':
      return { subject: `Your booking ${id} could not be accepted`, lead: [`Sorry: we cannot accept your booking ${id} (${span}).`, 'Nothing is charged. Please try other dates or other gear.'] };
    case 'delivery-confirmed':
      return {
        subject: `Your booking ${id} is approved: delivery confirmed`,
        lead: [
          `Good news: your booking ${id} (${span}) is approved.`,
          `We deliver to ${order.deliveryStreet ?? ''}, ${order.deliveryCity ?? ''} on ${formatDay(order.startingDate)} between ${windowText(order.deliveryWindow)}, and collect on ${formatDay(order.endingDate)} between ${windowText(order.collectionWindow)}.`,
          'Please have the deposit ready at the delivery. The driver calls you on the number you gave.',
        ],
      };
    case 'delivery-reminder':
      return {
        subject: `Reminder: we deliver ${id} tomorrow`,
        lead: [`We deliver your rental ${id} tomorrow, ${formatDay(order.startingDate)}, between ${windowText(order.deliveryWindow)} to ${order.deliveryStreet ?? ''}, ${order.deliveryCity ?? ''}.`, 'Please be there, with the deposit ready.'],
      };
    case 'collection-reminder':
      return {
        subject: `Reminder: we collect ${id} tomorrow`,
        lead: [`We collect the gear of ${id} tomorrow, ${formatDay(order.endingDate)}, between ${windowText(order.collectionWindow)} from ${order.deliveryStreet ?? ''}, ${order.deliveryCity ?? ''}.`, 'Please have everything packed and ready.'],
      };
    case 'pickup-reminder':
      return { subject: `Reminder: pick up ${id} tomorrow`, lead: [`Your rental ${id} starts tomorrow, ${formatDay(order.startingDate)}.`, 'Please collect the gear from the shop and bring the deposit.'] };
    case 'return-reminder':
      return { subject: `Reminder: ${id} is due back today`, lead: [`Today, ${formatDay(order.endingDate)}, is the last day of your rental ${id}.`, 'Please bring the gear back today; days after this are charged as late days.'] };
    case 'overdue-notice': {
      const late = daysOverdue(order, now);
      return {
        subject: `Overdue: please return ${id}`,
        lead: [`Your rental ${id} was due back on ${formatDay(order.endingDate)} and is ${late} day${late === 1 ? '' : 's'} late.`, 'Please bring the gear back as soon as you can: each late day is charged until it is returned.'],
      };
    }
    case 'payment-received': {
      const paid = paidCentsOf(order.payments ?? []);
      const due = amountDueCentsOf(order, order.payments ?? []);
      return {
        subject: `Payment received for ${id}`,
        lead: [`Thank you: we received ${formatPaise(paid)} for your booking ${id} (${span}).`, due > 0 ? `Still to pay when you pick up the gear: ${formatPaise(due)}.` : 'Your booking is paid in full.'],
      };
    }
    case 'payment-failed': {
      if (order.status === ORDER_STATUS.expired) {
        return {
          subject: `The time to pay for ${id} has passed`,
          lead: [`We did not receive the payment for your booking ${id} (${span}) in time, so the gear was released.`, 'Nothing was charged. You are welcome to book again on our site.'],
        };
      }
      const last = [...(order.payments ?? [])].filter((p) => p.kind !== 'refund').sort((a, b) => b.id - a.id)[0];
      const link = payUrl ? `${payUrl}${payUrl.includes('?') ? '&' : '?'}order=${id}` : null;
      return {
        subject: `Your payment for ${id} did not go through`,
        lead: [`Your payment for booking ${id} (${span}) was ${last?.status === 'cancelled' ? 'cancelled' : 'not completed'}; nothing was charged for it.`, link ? `To try again: ${link}` : 'Please try again from My bookings.'],
      };
    }
    case 'refund-sent': {
      const sent = refundsOf(order.payments ?? [], 'paid');
      const waiting = refundsOf(order.payments ?? [], 'pending') + refundsOf(order.payments ?? [], 'failed');
      return {
        subject: `Refund sent for ${id}`,
        lead: [`We sent ${formatPaise(sent)} back for ${id} to the card or account you paid with; it may take a few days to show.`, ...(waiting > 0 ? [`A further ${formatPaise(waiting)} is on its way.`] : [])],
      };
    }
    case 'deposit-refunded': {
      const refunded = order.depositRefundedCents ?? 0;
      const kept = order.depositCents - refunded;
      return {
        subject: `Your deposit for ${id} is refunded`,
        lead: [
          `Thank you for returning the gear of ${id}. We refunded ${formatPaise(refunded)} of your ${formatPaise(order.depositCents)} deposit.`,
          ...(kept > 0 ? [`We kept ${formatPaise(kept)}: ${order.depositRefundReason ?? ''}`] : []),
        ],
      };
    }
  }
}

/**
 * The mail for one event of an order, as text and HTML with the same content: the shop's name,
 * the order's lines and figures (its figures now: a deposit mail shows the late fee and refund)
 * and a link to My bookings.
 */
export function orderMail(kind: OrderMailKind, order: Order, context: MailContext): MailContent {
  const { subject, lead } = message(kind, order, context.now ?? new Date(), context.payUrl);
  const { lines, priced } = priceOrderLines(order);
  const name = context.firstName?.trim() ?? '';
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const listed = lines.slice(0, LISTED_LINES).map((line, i) => ({ label: `${line.productName} × ${line.quantity} (${priced.lines[i].breakdown})`, amount: formatPaise(priced.lines[i].amountCents) }));
  const more = lines.length - listed.length;
  const figures: [string, string][] = [
    ['Rental', `${formatDay(order.startingDate)} to ${formatDay(order.endingDate)}, ${order.days} day${order.days === 1 ? '' : 's'}`],
    ['Subtotal', formatPaise(subtotalCentsOf(order))],
    ...(order.discountCents > 0 ? [[`Discount (coupon ${order.couponCode ?? ''})`, formatPaise(-order.discountCents)] as [string, string]] : []),
    ...(order.fulfilment === 'delivery' ? [[`Delivery and collection (${order.deliveryCity ?? ''})`, formatPaise(order.deliveryFeeCents)] as [string, string]] : []),
    ...(order.lateFeeCents > 0 ? [[`Late fee (${order.lateDays} day${order.lateDays === 1 ? '' : 's'})`, formatPaise(order.lateFeeCents)] as [string, string]] : []),
    [`Tax (${order.taxBasisPoints / 100}%)`, formatPaise(order.taxCents)],
    ['Total', formatPaise(order.totalCents)],
    ['Deposit (refundable)', formatPaise(order.depositCents)],
    ...(order.depositRefundedCents === null ? [] : [['Deposit refunded', formatPaise(order.depositRefundedCents)] as [string, string]]),
    ...paymentLines(order.payments ?? []),
    ...(order.payments?.length ? [['Paid', formatPaise(paidCentsOf(order.payments))] as [string, string]] : []),
    ['Amount due', formatPaise(amountDueCentsOf(order, order.payments ?? []))],
  ];
  const shop = context.shop;

  const text = [
    greeting,
    '',
    ...lead,
    '',
    `Order ${formatOrderId(order.id)}`,
    ...listed.map((line) => `  ${line.label}: ${line.amount}`),
    ...(more > 0 ? [`  and ${more} more line${more === 1 ? '' : 's'}`] : []),
    '',
    ...figures.map(([label, value]) => `${label}: ${value}`),
    '',
    `My bookings: ${context.myBookingsUrl}`,
    '',
    shop.name,
    ...(shop.address ? [shop.address] : []),
    '',
  ].join('\n');

  const cell = 'padding:4px 8px;border-bottom:1px solid #eee';
  const row = (label: string, value: string, bold = false) =>
    `<tr><td style="${cell}">${bold ? '<strong>' : ''}${escapeHtml(label)}${bold ? '</strong>' : ''}</td><td style="${cell};text-align:right">${bold ? '<strong>' : ''}${escapeHtml(value)}${bold ? '</strong>' : ''}</td></tr>`;
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(shop.name)}</h1>
<p>${escapeHtml(greeting)}</p>
${lead.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<h2 style="font-size:16px">Order ${escapeHtml(formatOrderId(order.id))}</h2>
<table style="border-collapse:collapse;width:100%">
${listed.map((line) => row(line.label, line.amount)).join('\n')}
${more > 0 ? row(`and ${more} more line${more === 1 ? '' : 's'}`, '') : ''}
</table>
<table style="border-collapse:collapse;width:100%;margin-top:12px">
${figures.map(([label, value]) => row(label, value, label === 'Total' || label === 'Amount due')).join('\n')}
</table>
<p style="margin:24px 0"><a href="${escapeHtml(context.myBookingsUrl)}" style="background:#1677ff;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">My bookings</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(shop.name)}${shop.address ? `<br>${escapeHtml(shop.address)}` : ''}</p>
</body></html>
`;
  return { subject, text, html };
}

/** What a visitor wrote on the Contact page. */
export interface ContactMailInput {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

/**
 * A visitor's message, to the shop's own address: who wrote (name and e-mail, to answer them),
 * their subject and their words as written, and where staff find every message.
 */
export function contactMail(input: ContactMailInput, context: { shop: { name: string }; messagesUrl: string }): MailContent {
  // One line: a subject with a line break would break the mail's headers.
  const subject = `Contact form: ${input.subject}`.replace(/[\r\n]+/g, ' ').slice(0, 300);
  const from = `${input.name} <${input.email}>`;
  const text = [
    `A message from the Contact page of ${context.shop.name} (#${input.id}, ${input.createdAt.toISOString()}).`,
    '',
    `From: ${from}`,
    `Subject: ${input.subject}`,
    '',
    input.message,
    '',
    `Answer by writing to ${input.email}. Every message: ${context.messagesUrl}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(context.shop.name)}: a message from the Contact page</h1>
<p><strong>From:</strong> ${escapeHtml(input.name)} &lt;<a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>&gt;<br>
<strong>Subject:</strong> ${escapeHtml(input.subject)}<br>
<strong>Received:</strong> ${escapeHtml(input.createdAt.toISOString())} (#${input.id})</p>
<p style="white-space:pre-wrap;border-left:3px solid #ddd;padding-left:12px">${escapeHtml(input.message)}</p>
<p style="color:#666;font-size:12px">Every message: <a href="${escapeHtml(context.messagesUrl)}">${escapeHtml(context.messagesUrl)}</a></p>
</body></html>
`;
  return { subject, text, html };
}

/**
 * To an account's owner when its sign-in is refused after too many failed tries: when, for how long,
 * and what to do if it was not them. Neither the address the tries came from nor any password.
 */
export function signInLockedMail(input: { firstName: string; at: Date; minutes: number }, context: { shop: { name: string }; siteUrl: string }): MailContent {
  const subject = `${context.shop.name}: sign-in to your account paused after failed attempts`.slice(0, 300);
  const lines = [
    `Hello ${input.firstName},`,
    '',
    `Someone tried to sign in to your ${context.shop.name} account with a wrong password several times (last at ${input.at.toISOString()}).`,
    `To protect your account, signing in is paused for ${input.minutes} minute${input.minutes === 1 ? '' : 's'}; it starts working again by itself.`,
    '',
    'If this was you, just wait and try again. If it was not, your password kept the account safe; consider choosing a longer one from your account page.',
    '',
    `${context.shop.name}: ${context.siteUrl}`,
    '',
  ];
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:0 auto;padding:16px">
${lines.filter(Boolean).slice(0, -1).map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(context.siteUrl)}">${escapeHtml(context.shop.name)}</a></p>
</body></html>
`;
  return { subject, text: lines.join('\n'), html };
}

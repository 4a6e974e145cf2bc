import { formatDay } from '@rental/money-days/days';
import PDFDocument from 'pdfkit';
import { formatPaise } from '@rental/money-days/money';
import { deliveryFeeLabel, deliveryText, type Paperwork } from './paperwork.js';

/** Everything printed on a rental agreement, in paise (built by OrdersService from an order and its terms version). */
export interface Agreement {
  shop: { name: string; address: string };
  orderId: string;
  orderDate: string;
  customer: { name: string; email: string };
  startingDate: string;
  endingDate: string;
  days: number;
  lines: { name: string; key: string; qty: number; amountCents: number; depositCents: number }[];
  subtotalCents: number;
  discount: { code: string; cents: number } | null;
  /** Delivery and collection: the fee (before tax) and where and when, as on the invoice (paperwork.ts). */
  delivery: Paperwork['delivery'];
  taxPercent: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  terms: { version: number; text: string };
  acceptance: { name: string; at: Date; from: string };
}

/**
 * The rental agreement as a PDF: the parties and the order with its figures, the full text of the
 * terms version the customer accepted, and the acceptance (typed name, time in UTC, client address).
 * Helvetica has no rupee sign, so amounts read 'Rs' as on the invoice (paperwork.ts).
 */
export function renderAgreement(agreement: Agreement): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Rental agreement ${agreement.orderId}`, Author: agreement.shop.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string) => {
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(12).text(text);
    doc.font('Helvetica').fontSize(10);
  };

  doc.font('Helvetica-Bold').fontSize(18).text(agreement.shop.name);
  doc.font('Helvetica').fontSize(10).text(agreement.shop.address);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(16).text('Rental agreement');
  doc.font('Helvetica').fontSize(10).text(`Order ${agreement.orderId} of ${formatDay(agreement.orderDate)}`);
  doc.text(`Customer: ${agreement.customer.name} <${agreement.customer.email}>`);
  doc.text(`Rental: ${formatDay(agreement.startingDate)} to ${formatDay(agreement.endingDate)} (${agreement.days} day${agreement.days === 1 ? '' : 's'})`);
  if (agreement.delivery) doc.text(deliveryText(agreement.delivery, agreement));

  heading('The order');
  for (const line of agreement.lines) {
    doc.text(`${line.name} (${line.key}) x ${line.qty}: ${formatPaise(line.amountCents)}, deposit ${formatPaise(line.depositCents)}`);
  }
  doc.text(`Subtotal: ${formatPaise(agreement.subtotalCents)}`);
  if (agreement.discount) doc.text(`Discount (coupon ${agreement.discount.code}): ${formatPaise(-agreement.discount.cents)}`);
  if (agreement.delivery) doc.text(`${deliveryFeeLabel(agreement.delivery)}: ${formatPaise(agreement.delivery.cents)}`);
  doc.text(`Tax (${agreement.taxPercent}%): ${formatPaise(agreement.taxCents)}`);
  doc.text(`Total: ${formatPaise(agreement.totalCents)}`);
  doc.text(`Deposit (refundable): ${formatPaise(agreement.depositCents)}`);

  heading(`Terms of rental (version ${agreement.terms.version})`);
  doc.text(agreement.terms.text);

  heading('Acceptance');
  doc.text(`Accepted by typing the full name: ${agreement.acceptance.name}`);
  doc.text(`At: ${agreement.acceptance.at.toISOString().replace('T', ' ').slice(0, 19)} UTC`);
  doc.text(`From client address: ${agreement.acceptance.from}`);
  doc.text(`Terms version: ${agreement.terms.version}`);
  doc.end();
  return done;
}

import { formatDay } from '@rental/money-days/days';
import PDFDocument from 'pdfkit';
import { formatPaise } from '@rental/money-days/money';

/**
 * Everything printed on an invoice, a booking confirmation (a Pending order: the shop has not
 * approved it, so it is not an invoice) or a quote, in paise; built by OrdersService from an order
 * or a priced cart.
 */
export interface Paperwork {
  title: 'Invoice' | 'Booking confirmation' | 'Quote' | 'Cancelled booking' | 'Rejected booking' | 'Expired booking';
  /** A line under the title saying what the document is not, e.g. on a booking confirmation. */
  note?: string;
  shop: { name: string; address: string };
  /** 'Order ORD0001' on an invoice; the date it was made on a quote. */
  reference: string;
  customer: { name: string; email: string; address: string | null } | null;
  startingDate: string;
  endingDate: string;
  days: number;
  status: string | null;
  lines: { name: string; key: string; qty: number; breakdown: string; amountCents: number; depositCents: number }[];
  subtotalCents: number;
  /** A coupon's discount off the rental charges, printed under the subtotal. */
  discount?: { code: string; cents: number } | null;
  /** Delivery and collection: the fee (before tax) and where and when, printed under the discount. */
  delivery?: { cents: number; city: string; deliveryWindow: string; collectionWindow: string } | null;
  lateDays: number;
  lateFeeCents: number;
  taxPercent: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  /** Null on a booking that was closed without going ahead (cancelled, rejected, expired): nothing is due. */
  amountDueCents: number | null;
  /** Why staff waived or changed the late fee, printed under it. */
  lateFeeReason?: string | null;
  depositRefundedCents: number | null;
  depositRefundReason: string | null;
  /** The order's payments and refunds, each as a label and its amount ('-Rs …' for a refund), and what they came to. */
  payments?: { lines: [string, string][]; paidCents: number };
}

type DeliveryLine = NonNullable<Paperwork['delivery']>;
/** Where and when the gear goes out and comes back, under the rental dates (invoice and agreement alike). */
export const deliveryText = (delivery: DeliveryLine, dates: { startingDate: string; endingDate: string }) =>
  `Delivery to ${delivery.city} on ${formatDay(dates.startingDate)}, ${delivery.deliveryWindow}; collection on ${formatDay(dates.endingDate)}, ${delivery.collectionWindow}`;
/** The fee's label among the figures. */
export const deliveryFeeLabel = (delivery: DeliveryLine) => `Delivery and collection (${delivery.city})`;

const MARGIN = 50;
const COLUMNS = { item: MARGIN, qty: 270, breakdown: 305, amount: 420, deposit: 490 };

/**
 * The PDF of an invoice or a quote: the shop, the reference, the customer and dates, one row per
 * line with its breakdown, then subtotal, late fee, tax, total, deposit and amount due (late fee
 * and deposit refunded only when there are any). Helvetica has no rupee sign, so amounts read 'Rs'.
 */
export function renderPaperwork(paper: Paperwork): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${paper.title} ${paper.reference}`, Author: paper.shop.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(paper.shop.name);
  doc.font('Helvetica').fontSize(10).text(paper.shop.address);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(16).text(paper.title);
  doc.font('Helvetica').fontSize(10).text(paper.reference);
  if (paper.note) doc.text(paper.note);
  if (paper.status) doc.text(`Status: ${paper.status}`);
  if (paper.customer) {
    doc.text(`Customer: ${paper.customer.name} <${paper.customer.email}>`);
    if (paper.customer.address) doc.text(`Address: ${paper.customer.address}`);
  }
  doc.text(`Rental: ${formatDay(paper.startingDate)} to ${formatDay(paper.endingDate)} (${paper.days} day${paper.days === 1 ? '' : 's'})`);
  if (paper.delivery) doc.text(deliveryText(paper.delivery, paper));
  doc.moveDown();

  const row = (cells: { item: string; qty: string; breakdown: string; amount: string; deposit: string }, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(cells.item, COLUMNS.item, y, { width: COLUMNS.qty - COLUMNS.item - 8 });
    const bottom = doc.y;
    doc.text(cells.qty, COLUMNS.qty, y, { width: 30 });
    doc.text(cells.breakdown, COLUMNS.breakdown, y, { width: COLUMNS.amount - COLUMNS.breakdown - 8 });
    const breakdownBottom = doc.y;
    doc.text(cells.amount, COLUMNS.amount, y, { width: 66, align: 'right' });
    doc.text(cells.deposit, COLUMNS.deposit, y, { width: 56, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(bottom, breakdownBottom, doc.y) + 4;
  };
  row({ item: 'Item', qty: 'Qty', breakdown: 'Charged as', amount: 'Amount', deposit: 'Deposit' }, true);
  for (const line of paper.lines) {
    row({ item: `${line.name} (${line.key})`, qty: String(line.qty), breakdown: line.breakdown, amount: formatPaise(line.amountCents), deposit: formatPaise(line.depositCents) });
  }
  doc.moveDown();

  const figure = (label: string, cents: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, 300, y, { width: 180 });
    doc.text(formatPaise(cents), 440, y, { width: 106, align: 'right' });
    doc.x = MARGIN;
  };
  figure('Subtotal', paper.subtotalCents);
  if (paper.discount) figure(`Discount (coupon ${paper.discount.code})`, -paper.discount.cents);
  if (paper.delivery) figure(deliveryFeeLabel(paper.delivery), paper.delivery.cents);
  if (paper.lateFeeCents > 0 || paper.lateFeeReason) figure(`Late fee (${paper.lateDays} day${paper.lateDays === 1 ? '' : 's'})`, paper.lateFeeCents);
  if (paper.lateFeeReason) doc.font('Helvetica').fontSize(9).text(`Late fee ${paper.lateFeeCents ? 'changed' : 'waived'} because: ${paper.lateFeeReason}`, 300, doc.y, { width: 246 });
  figure(`Tax (${paper.taxPercent}%)`, paper.taxCents);
  figure('Total', paper.totalCents, true);
  figure('Deposit (refundable)', paper.depositCents);
  if (paper.depositRefundedCents !== null) {
    figure('Deposit refunded', paper.depositRefundedCents);
    if (paper.depositRefundReason) doc.font('Helvetica').fontSize(9).text(`Deposit kept because: ${paper.depositRefundReason}`, 300, doc.y, { width: 246 });
  }
  if (paper.payments?.lines.length) {
    doc.moveDown(0.5);
    for (const [label, amount] of paper.payments.lines) {
      const y = doc.y;
      doc.font('Helvetica').fontSize(9).text(label, 300, y, { width: 180 });
      doc.text(amount, 440, y, { width: 106, align: 'right' });
      doc.x = MARGIN;
    }
    figure('Paid', paper.payments.paidCents);
  }
  if (paper.amountDueCents !== null) figure('Amount due', paper.amountDueCents, true);
  doc.end();
  return done;
}

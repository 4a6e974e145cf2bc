import ical from 'ical-generator';
import { formatOrderId, type Order } from './order.entity.js';
import { calendarDayNumber } from './rental-days.js';

const DAY_MS = 86_400_000;

/**
 * The rental period as an iCalendar file (RFC 5545) for the confirmation e-mail: one
 * all-day event from the pick-up day through the return day (DTEND is the day after, as all-day
 * events end), at the shop, listing the items. Its UID is the order's, so a later copy replaces it:
 * `sequence` counts the copies sent after the first (RFC 5545 SEQUENCE), so a calendar takes the
 * newer dates over the older ones.
 */
export function rentalCalendar(order: Pick<Order, 'id' | 'startingDate' | 'endingDate' | 'lines'>, shop: { name: string; address: string; phone: string }, siteUrl: string, sequence = 0): string {
  const orderId = formatOrderId(order.id);
  const start = calendarDayNumber(order.startingDate)! * DAY_MS;
  const end = (calendarDayNumber(order.endingDate)! + 1) * DAY_MS;
  const items = (order.lines ?? []).map((line) => `${line.quantity} x ${line.productName}`).join('\n');
  const calendar = ical({ name: shop.name, prodId: { company: shop.name, product: 'rentals', language: 'EN' } });
  calendar.createEvent({
    id: `${orderId}@${new URL(siteUrl).hostname}`,
    start: new Date(start),
    end: new Date(end),
    allDay: true,
    sequence,
    summary: `${shop.name} rental ${orderId}`,
    location: shop.address,
    description: `Rental ${orderId}: pick up on ${order.startingDate}, return on ${order.endingDate}.\n${items}\nThe shop: ${shop.phone}`,
    url: `${siteUrl}/bookings`,
  });
  return calendar.toString();
}

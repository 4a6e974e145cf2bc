import { ConflictError, NotFoundError } from '../common/errors.js';
import { type Shortage, shortageMessage } from './inventory.js';

/** Some lines ask for more units than are free; `shortages` lets a booking page mark each of them. */
export class ShortageError extends ConflictError {
  constructor(shortages: Shortage[], startingDate: string, endingDate: string) {
    super(shortageMessage(shortages, startingDate, endingDate));
    this.details.shortages = shortages;
  }
}

export class OrderNotFoundError extends NotFoundError {
  constructor(orderId: string) {
    super(`No order has the id ${orderId}`);
  }
}

/** What a change would leave short: see BookingsShortError. */
export interface BookingsShort {
  product: string;
  /** The change, as a phrase: 'retiring AUD-001-03', 'lowering the stock to 4'. */
  what: string;
  /** The most units the bookings hold on a short day, and the fewest the change would leave. */
  booked: number;
  left: number;
  from: string;
  to: string;
  orderIds: string[];
}

/**
 * A change (retiring or repairing a unit, lowering the stock) would leave existing bookings without
 * units: 409 naming the days and the bookings (`bookings`), until the request accepts it with `force: true`.
 */
export class BookingsShortError extends ConflictError {
  constructor(short: BookingsShort) {
    const days = short.from === short.to ? `on ${short.from}` : `from ${short.from} to ${short.to}`;
    const [units, are] = short.booked === 1 ? ['unit', 'is'] : ['units', 'are'];
    const summary = `${short.booked} ${units} of ${short.product} ${are} booked ${days} by ${short.orderIds.join(', ')}: ${short.what} would leave ${short.left}.`;
    super(`${summary} Send force: true to do it anyway and rearrange those bookings.`);
    // What is short, without the instruction to API clients: the admin screens add their own words.
    this.details.summary = summary;
    this.details.bookings = short.orderIds;
    this.details.from = short.from;
    this.details.to = short.to;
  }
}

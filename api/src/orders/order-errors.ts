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

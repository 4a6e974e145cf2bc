import { useId, useState } from 'react';
import { useToast } from '@rental/platform';
import { addDays, describeDay } from '@rental/money-days/days';
import { errorMessage } from '@rental/platform/errors';
import { formatMoney } from '@rental/money-days/money';
import type { Order } from '@rental/platform/types';
import { useExtendOrderMutation, useExtensionQuoteQuery, useFreeDaysOfQuery } from '../api/bookingApi';
import { EXTENSION_WINDOW_DAYS, firstAddedDay, latestFreeEnd } from '../booking/extension';
import { Button } from './Button';

/** 'Rs 2,360.00 more' (or less): what a new end date changes the total by. */
const differenceText = (difference: number) => `${formatMoney(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'}`;

/**
 * A later end date for a Pending or approved booking: the date input offers only days up to the
 * last one every line stays free (the server checks again). Before Extend booking can be pressed,
 * the server's price of the new date is shown: the new days and total, the difference and the new
 * amount due; the browser adds up nothing.
 */
export function ExtendBooking({ order, onClose }: { order: Order; onClose: () => void }) {
  const toast = useToast();
  const inputId = useId();
  const first = firstAddedDay(order);
  const keys = [...new Set(order.orderedItems.map((line) => line.product.key))];
  const free = useFreeDaysOfQuery({ keys, start: first, end: addDays(first, EXTENSION_WINDOW_DAYS) });
  const latest = free.data ? latestFreeEnd(order, free.data) : null;
  const [endingDate, setEndingDate] = useState('');
  const [extend, { isLoading }] = useExtendOrderMutation();
  // Only a date the picker offers is priced; `currentData` is the price of exactly this date.
  const chosen = !!endingDate && latest !== null && endingDate > order.endingDate && endingDate <= latest;
  const quote = useExtensionQuoteQuery({ orderId: order.orderId, endingDate }, { skip: !chosen });
  const priced = chosen ? quote.currentData : undefined;

  const submit = async () => {
    try {
      const result = await extend({ orderId: order.orderId, endingDate }).unwrap();
      toast.success(`Booking ${order.orderId} now ends on ${describeDay(result.order.endingDate)}: ${formatMoney(result.priceDifference)} more`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to extend booking'));
    }
  };

  return (
    <div className="my-booking__extend" role="group" aria-label={`Extend ${order.orderId}`}>
      {free.isLoading ? (
        <p className="booking-muted">Checking which days are free…</p>
      ) : free.error ? (
        <p role="alert">{errorMessage(free.error, 'Could not check which days are free')}</p>
      ) : latest === null ? (
        <p role="status">The gear is booked by someone else right after your booking, so it cannot be extended.</p>
      ) : (
        <div className="my-booking__extend-field">
          <label htmlFor={inputId}>New end date</label>
          <input id={inputId} type="date" min={addDays(order.endingDate, 1)} max={latest} value={endingDate} onChange={(event) => setEndingDate(event.target.value)} />
          <span className="booking-muted">free up to {describeDay(latest)}</span>
        </div>
      )}
      {chosen && (
        <div className="my-booking__extend-price" aria-live="polite">
          {priced ? (
            <>
              <p>
                Ending on {describeDay(priced.endingDate)}: {priced.days} day{priced.days === 1 ? '' : 's'} instead of {priced.currentDays},{' '}
                {priced.priceDifference === 0 ? (
                  'at no extra cost'
                ) : (
                  <>
                    for <strong className="booking-nowrap">{differenceText(priced.priceDifference)}</strong>
                  </>
                )}
                .
              </p>
              <dl className="my-booking__figures" aria-label={`Price of extending ${order.orderId}`}>
                <div>
                  <dt>Total now</dt>
                  <dd>{formatMoney(priced.currentTotalAmount)}</dd>
                </div>
                <div className="my-booking__figure--total">
                  <dt>New total</dt>
                  <dd>{formatMoney(priced.totalAmount)}</dd>
                </div>
                <div>
                  <dt>Difference</dt>
                  <dd>{priced.priceDifference > 0 ? `+${formatMoney(priced.priceDifference)}` : priced.priceDifference < 0 ? `−${formatMoney(-priced.priceDifference)}` : formatMoney(0)}</dd>
                </div>
                {priced.deposit > 0 && (
                  <>
                    <div>
                      <dt>Deposit (unchanged)</dt>
                      <dd>{formatMoney(priced.deposit)}</dd>
                    </div>
                    <div className="my-booking__figure--due">
                      <dt>New amount due</dt>
                      <dd>{formatMoney(priced.amountDue)}</dd>
                    </div>
                  </>
                )}
              </dl>
            </>
          ) : quote.error && !quote.isFetching ? (
            <p role="alert">{errorMessage(quote.error, 'Could not price the new end date')}</p>
          ) : (
            <p className="booking-muted">Pricing the new end date…</p>
          )}
        </div>
      )}
      <div className="my-booking__confirm-actions">
        <Button onClick={onClose} disabled={isLoading}>
          Keep dates
        </Button>
        <Button variant="primary" loading={isLoading} disabled={!priced} onClick={() => void submit()}>
          Extend booking
        </Button>
      </div>
    </div>
  );
}

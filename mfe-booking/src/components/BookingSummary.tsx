import type { ReactNode } from 'react';
import { errorMessage } from '@rental/platform/errors';
import { formatMoney } from '@rental/money-days/money';
import type { QuoteResult } from '@rental/platform/types';
import { Button } from './Button';

interface Props {
  itemCount: number;
  /** The rental's days; undefined while the dates shown cannot be booked. */
  days: number | undefined;
  /** The server's quote for the cart as it is now; undefined while it is being asked for. */
  quote: QuoteResult | undefined;
  quoting: boolean;
  /** Why there is no total for this cart: the quote failed, or the booking was refused. */
  quoteError: unknown;
  /** The dates shown cannot be booked: no figure applies, and nothing can be booked or downloaded. */
  datesInvalid?: boolean;
  /** Some line asks for more units than are free: Create Booking waits until that is resolved. */
  short?: boolean;
  onRetryQuote: () => void;
  booking: boolean;
  onBook: () => void;
  /** Saves the quote of the cart as a PDF. */
  onDownloadQuote?: () => void;
  downloadingQuote?: boolean;
  /** Why Create Booking waits (the rental terms are not accepted yet); shown under the button. */
  blockedBy?: string;
  /** What the customer must still fill in before booking (a delivery's address or windows); Create Booking waits. */
  notReady?: string;
  /** How to pay, when the shop takes money online; absent: pay at pick-up as before. */
  payment?: ReactNode;
}

/** Items, days and the server's total (spec §2): the browser never adds up prices itself. */
export function BookingSummary({ itemCount, days, quote, quoting, quoteError, datesInvalid = false, short = false, onRetryQuote, booking, onBook, onDownloadQuote, downloadingQuote = false, notReady, payment, blockedBy }: Props) {
  // Short lines stay on screen while the quote is asked again, so the reason does not flicker away.
  const refused = !datesInvalid && !!quoteError && (!quoting || short);
  const waiting = !datesInvalid && !refused && (quoting || (!quote && !quoteError));
  const shown = !waiting && quote && !refused ? quote : undefined;
  return (
    <section className="booking-panel booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title" className="booking-panel__title">
        Summary
      </h2>
      <dl className="booking-summary__rows">
        <div>
          <dt>Items</dt>
          <dd data-testid="summary-items">{itemCount}</dd>
        </div>
        <div>
          <dt>Days</dt>
          <dd data-testid="summary-days">{days ?? '—'}</dd>
        </div>
        {shown && shown.subtotal !== undefined && (
          <div>
            <dt>Rental charges</dt>
            <dd data-testid="summary-subtotal">{formatMoney(shown.subtotal)}</dd>
          </div>
        )}
        {shown && !!shown.discount && (
          <div>
            <dt>Discount ({shown.couponCode})</dt>
            <dd data-testid="summary-discount" className="booking-nowrap">{formatMoney(-shown.discount)}</dd>
          </div>
        )}
        {shown && shown.fulfilment === 'delivery' && (
          <div>
            <dt>Delivery and collection</dt>
            <dd data-testid="summary-delivery-fee">{shown.deliveryFee ? formatMoney(shown.deliveryFee) : 'Free'}</dd>
          </div>
        )}
        {shown && shown.tax !== undefined && (
          <div>
            <dt>Tax ({shown.taxRate ?? 0}%)</dt>
            <dd data-testid="summary-tax">{formatMoney(shown.tax)}</dd>
          </div>
        )}
        <div className="booking-summary__total">
          <dt>Total</dt>
          <dd data-testid="summary-total" aria-live="polite" aria-busy={waiting}>
            {waiting ? <span className="booking-muted">Calculating…</span> : shown ? formatMoney(shown.total) : '—'}
          </dd>
        </div>
        {shown && !!shown.deposit && (
          <>
            <div>
              <dt>Deposit (refundable)</dt>
              <dd data-testid="summary-deposit">{formatMoney(shown.deposit)}</dd>
            </div>
            <div className="booking-summary__total">
              <dt>Amount due</dt>
              <dd data-testid="summary-amount-due">{formatMoney(shown.amountDue ?? shown.total + shown.deposit)}</dd>
            </div>
          </>
        )}
      </dl>
      {datesInvalid && (
        <p className="booking-summary__stale" role="status">
          Fix the rental dates to see your price.
        </p>
      )}
      {refused ? (
        <div className="booking-summary__error" role="alert">
          <p>{errorMessage(quoteError, 'Could not get a price for your booking')}</p>
          {short && <p className="booking-summary__hint">Lower the quantity, remove the line or pick other dates.</p>}
          <Button size="small" onClick={onRetryQuote}>
            Try again
          </Button>
        </div>
      ) : null}
      {notReady && !datesInvalid && (
        <p className="booking-summary__stale" role="status">
          {notReady} to book.
        </p>
      )}
      {payment}
      <Button variant="primary" size="large" block loading={booking} disabled={datesInvalid || waiting || !quote || refused || !!notReady || !!blockedBy} onClick={onBook}>
        Create Booking
      </Button>
      {blockedBy && !datesInvalid && (
        <p className="booking-muted booking-summary__note" data-testid="booking-blocked">
          {blockedBy}
        </p>
      )}
      {onDownloadQuote && (
        <Button block loading={downloadingQuote} disabled={datesInvalid || !shown} onClick={onDownloadQuote}>
          Download quote
        </Button>
      )}
      <p className="booking-muted booking-summary__note">
        Each line is charged the cheapest mix of day, weekend and week rates. Deposits are refunded when the gear comes back. A new booking is Pending until the shop approves it.
      </p>
    </section>
  );
}

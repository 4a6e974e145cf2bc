import { Button } from 'antd';
import { errorMessage } from '@rental/platform/errors';
import { formatMoney } from '@rental/platform/money';
import type { QuoteResult } from '@rental/platform/types';

interface Props {
  itemCount: number;
  days: number;
  /** The server's quote for the cart as it is now; undefined while it is being asked for. */
  quote: QuoteResult | undefined;
  quoting: boolean;
  /** Why there is no total for this cart: the quote failed, or the booking was refused. */
  quoteError: unknown;
  /** Some line asks for more units than are free: Create Booking waits until that is resolved. */
  short?: boolean;
  onRetryQuote: () => void;
  booking: boolean;
  onBook: () => void;
}

/** Items, days and the server's total (spec §2): the browser never adds up prices itself. */
export function BookingSummary({ itemCount, days, quote, quoting, quoteError, short = false, onRetryQuote, booking, onBook }: Props) {
  // Short lines stay on screen while the quote is asked again, so the reason does not flicker away.
  const refused = !!quoteError && (!quoting || short);
  const waiting = !refused && (quoting || (!quote && !quoteError));
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
          <dd data-testid="summary-days">{days}</dd>
        </div>
        <div className="booking-summary__total">
          <dt>Total</dt>
          <dd data-testid="summary-total" aria-live="polite" aria-busy={waiting}>
            {waiting ? <span className="booking-muted">Calculating…</span> : quote && !refused ? formatMoney(quote.total) : '—'}
          </dd>
        </div>
      </dl>
      {refused ? (
        <div className="booking-summary__error" role="alert">
          <p>{errorMessage(quoteError, 'Could not get a price for your booking')}</p>
          {short && <p className="booking-summary__hint">Lower the quantity, remove the line or pick other dates.</p>}
          <Button size="small" onClick={onRetryQuote}>
            Try again
          </Button>
        </div>
      ) : null}
      <Button type="primary" size="large" block loading={booking} disabled={waiting || !quote || refused} onClick={onBook}>
        Create Booking
      </Button>
      <p className="booking-muted booking-summary__note">Prices are per item per day. A new booking is Pending until the shop approves it.</p>
    </section>
  );
}

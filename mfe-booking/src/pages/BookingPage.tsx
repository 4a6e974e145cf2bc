import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth, useCart, useToast } from '@rental/platform';
import { addDays, isBefore } from '@rental/platform/dates';
import { errorMessage, shortagesOf } from '@rental/platform/errors';
import type { Order } from '@rental/platform/types';
import { saveObjectUrl } from '@rental/platform/download';
import { useCreateOrderMutation, useDownloadQuoteMutation, useQuoteQuery } from '../api/bookingApi';
import { useFreeUnits } from '../booking/shortages';
import { BookingConfirmation } from '../components/BookingConfirmation';
import { BookingSummary } from '../components/BookingSummary';
import { CartLineItem } from '../components/CartLineItem';
import { EmptyCart } from '../components/EmptyCart';
import { RentalDates } from '../components/RentalDates';
import { BOOKING_CSS } from './bookingStyles';

/** /booking (spec §2, issue 5): the shared cart, rental dates, the server's quote and Create Booking. */
export default function BookingPage() {
  const { cart, count, increaseQty, decreaseQty, removeLine, setDates, clearCart } = useCart();
  const auth = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [created, setCreated] = useState<Order | null>(null);
  // A booking refused with 409 (the last unit went between quote and click), for the cart it was made with.
  const [refusal, setRefusal] = useState<{ cart: string; error: unknown; quotedAt: number | undefined } | null>(null);
  const empty = cart.orderedItems.length === 0;

  // The cart is the query's key: new dates or quantities ask the server again (spec §4).
  // currentData is the answer for this exact cart, so an outdated total is never shown.
  const quote = useQuoteQuery(cart, { skip: empty });
  const [createOrder, { isLoading: booking }] = useCreateOrderMutation();
  const [downloadQuote, { isLoading: downloadingQuote }] = useDownloadQuoteMutation();
  const saveQuote = async () => {
    try {
      saveObjectUrl(await downloadQuote(cart).unwrap(), 'quote.pdf');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to download quote'));
    }
  };

  // Short lines come from the quote's 409, or from a refused booking until a newer quote answers
  // (the refusal invalidates the quote, so it is asked again) or the cart changes.
  const cartKey = JSON.stringify(cart);
  const refused = !!refusal && refusal.cart === cartKey && quote.fulfilledTimeStamp === refusal.quotedAt;
  const quoteShortages = shortagesOf(quote.error);
  const shortages = quoteShortages.length > 0 || !refused ? quoteShortages : shortagesOf(refusal.error);
  const problem = quote.error ?? (refused ? refusal.error : undefined);
  // A quote asked again for the same cart keeps its last good answer beside the new error: line
  // totals and free counts come only from an answer that still stands.
  const priced = problem ? undefined : quote.currentData;
  const freeUnits = useFreeUnits(cart, priced, shortages);

  // A cart another tab or an older version left with its end before its start cannot be quoted.
  useEffect(() => {
    if (isBefore(cart.endingDate, cart.startingDate)) setDates(cart.startingDate, addDays(cart.startingDate, 1));
  }, [cart.startingDate, cart.endingDate, setDates]);

  const dropGoneLine = useCallback(
    (key: string) => {
      removeLine(key);
      toast.info(`${key} is no longer available and was removed from your cart`);
    },
    [removeLine, toast],
  );

  // The shell's login page sends the visitor back here afterwards.
  const logInAndComeBack = () => navigate('/login', { state: { from: { pathname: location.pathname, search: location.search } } });

  const book = async () => {
    if (!auth.isSignedIn) {
      toast.info('Please log in to create your booking');
      logInAndComeBack();
      return;
    }
    const quotedAt = quote.fulfilledTimeStamp;
    try {
      const result = await createOrder(cart).unwrap();
      toast.success('Booking Created');
      setCreated(result.order);
      clearCart();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to create booking'));
      if (shortagesOf(error).length > 0) setRefusal({ cart: cartKey, error, quotedAt });
      // The session ran out since the page loaded: sign out and log in again, the cart waits here.
      if ((error as { status?: unknown }).status === 401) {
        auth.logout();
        logInAndComeBack();
      }
    }
  };

  const quotedLine = (key: string) => priced?.lines?.find((line) => line.key === key);

  return (
    <div className="booking-page">
      <style>{BOOKING_CSS}</style>
      <h1 className="booking-page__title">Booking</h1>
      {created && <BookingConfirmation order={created} />}
      {empty ? (
        <EmptyCart />
      ) : (
        <div className="booking-layout">
          <div className="booking-main">
            <RentalDates period={cart} days={cart.days} locked={booking} onChange={({ startingDate, endingDate }) => setDates(startingDate, endingDate)} />
            <section className="booking-panel" aria-labelledby="booking-lines-title">
              <h2 id="booking-lines-title" className="booking-panel__title">
                Your cart
              </h2>
              <ul className="booking-lines">
                {cart.orderedItems.map((line) => (
                  <CartLineItem
                    key={line.key}
                    line={line}
                    quoted={quotedLine(line.key)}
                    shortage={shortages.find((short) => short.key === line.key)}
                    freeUnits={freeUnits(line.key)}
                    onIncrease={() => increaseQty(line.key)}
                    onDecrease={() => decreaseQty(line.key)}
                    onRemove={() => removeLine(line.key)}
                    onGone={dropGoneLine}
                    locked={booking}
                  />
                ))}
              </ul>
            </section>
          </div>
          <BookingSummary
            itemCount={count}
            days={quote.currentData?.days ?? cart.days}
            quote={quote.currentData}
            quoting={quote.isFetching}
            quoteError={problem}
            short={shortages.length > 0}
            onRetryQuote={() => void quote.refetch()}
            booking={booking || auth.isLoading}
            onBook={book}
            onDownloadQuote={() => void saveQuote()}
            downloadingQuote={downloadingQuote}
          />
        </div>
      )}
    </div>
  );
}

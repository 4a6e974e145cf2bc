import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth, useCart, useToast } from '@rental/platform';
import { useHydrated } from '@rental/platform/hydration';
import { addDays, isBefore } from '@rental/money-days/days';
import { errorMessage, shortagesOf } from '@rental/platform/errors';
import type { Order, PaymentPlan } from '@rental/platform/types';
import { saveObjectUrl } from '@rental/platform/download';
import { useCreateOrderMutation, useDeliveryOptionsQuery, useDownloadQuoteMutation, useGetTermsQuery, useLazyQuoteQuery, usePaymentOptionsQuery, useQuoteQuery, useStartCheckoutMutation } from '../api/bookingApi';
import { acceptedName, CouponField, TermsAcceptance } from '../components/CheckoutExtras';
import { bookedFulfilment, draftProblem, FulfilmentChoice, type FulfilmentDraft, PICKUP_DRAFT, quotedFulfilment } from '../components/FulfilmentChoice';
import { useBookingAttempt } from '../booking/bookingAttempt';
import { postToProvider } from '../booking/providerForm';
import { periodProblem } from '../booking/rentalPeriod';
import type { RentalPeriod } from '../booking/rentalPeriod';
import { useFreeUnits } from '../booking/shortages';
import { BookingConfirmation } from '../components/BookingConfirmation';
import { BookingSummary } from '../components/BookingSummary';
import { CartLineItem } from '../components/CartLineItem';
import { CartSkeleton } from '../components/CartSkeleton';
import { EmptyCart } from '../components/EmptyCart';
import { PaymentChoice } from '../components/PaymentChoice';
import { RentalDates } from '../components/RentalDates';
import { BOOKING_CSS } from './bookingStyles';

/**
 * /booking (spec §2): the shared cart, rental dates, the server's quote and Create Booking. The cart
 * is the visitor's (the browser's storage): the shell server renders the heading and the layout
 * with a skeleton where the cart goes, the hydrating render draws the same, and the cart's parts
 * replace the skeleton right after (useHydrated); a render of the browser's own has them at once.
 */
export default function BookingPage() {
  const cartKnown = useHydrated();
  return (
    <div className="booking-page">
      <style>{BOOKING_CSS}</style>
      <h1 className="booking-page__title">Booking</h1>
      {cartKnown ? <BookingCart /> : <CartSkeleton />}
    </div>
  );
}

/** The page's parts that depend on the visitor's cart. */
function BookingCart() {
  const { cart, count, increaseQty, decreaseQty, removeLine, setDates, clearCart } = useCart();
  const auth = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [created, setCreated] = useState<Order | null>(null);
  // A booking refused with 409 (the last unit went between quote and click), for the cart it was made with.
  const [refusal, setRefusal] = useState<{ cart: string; error: unknown; quotedAt: number | undefined } | null>(null);
  const empty = cart.orderedItems.length === 0;

  // What the date fields show: the cart's dates, or dates typed that the page cannot book (an end
  // before the start, a start in the past, a cleared field). Those stay on screen with a message at
  // the field and never reach the cart, and while they are shown nothing is priced, downloaded or
  // booked: what is booked is always what is on screen.
  const [typed, setTyped] = useState<RentalPeriod | null>(null);
  const shownDates: RentalPeriod = typed ?? { startingDate: cart.startingDate, endingDate: cart.endingDate };
  const dateProblem = periodProblem(shownDates);
  const pickDates = (next: RentalPeriod) => {
    if (periodProblem(next)) {
      setTyped(next);
      return;
    }
    setTyped(null);
    setDates(next.startingDate, next.endingDate);
  };

  // The cart is the query's key: new dates or quantities ask the server again (spec §4).
  // currentData is the response for this exact cart, so an outdated total is never shown. A cart
  // whose own dates cannot be booked (a page left open past midnight) is not asked about.
  // Pickup or delivery: the quote prices the city and windows; the address goes with the booking.
  const [delivery, setDelivery] = useState<FulfilmentDraft>(PICKUP_DRAFT);
  const deliveryOptions = useDeliveryOptionsQuery({ start: cart.startingDate, end: cart.endingDate }, { skip: empty || !!periodProblem(cart) });
  const pricedFulfilment = quotedFulfilment(delivery);
  const deliveryProblem = draftProblem(delivery);
  const bookedDelivery = bookedFulfilment(delivery);
  const quotedCart = pricedFulfilment ? { ...cart, fulfilment: pricedFulfilment } : cart;
  // A coupon goes with the quote; the rental terms, when the shop has them, are accepted by a typed name.
  // A code is applied only once the server has quoted the cart with it: a refused one stays out
  // of the quote (its reason is shown by the field), so it never blocks the booking.
  const [coupon, setCoupon] = useState<string | null>(null);
  const [couponProblem, setCouponProblem] = useState<string | null>(null);
  const [tryQuote, { isFetching: checkingCoupon }] = useLazyQuoteQuery();
  const applyCoupon = async (code: string | null) => {
    setCouponProblem(null);
    if (code === null) {
      setCoupon(null);
      return;
    }
    try {
      await tryQuote({ ...quotedCart, couponCode: code }, true).unwrap();
      setCoupon(code);
    } catch (error) {
      setCouponProblem(errorMessage(error, `Coupon ${code} could not be applied`));
    }
  };
  const terms = useGetTermsQuery();
  const [signature, setSignature] = useState('');
  const needsAcceptance = terms.data?.version !== null && terms.data?.version !== undefined;
  const quote = useQuoteQuery(coupon ? { ...quotedCart, couponCode: coupon } : quotedCart, { skip: empty || !!periodProblem(cart) });
  // What Create Booking sends: the cart, the delivery, the applied coupon and the acceptance of the terms read.
  const checkout = {
    ...cart,
    ...(bookedDelivery ? { fulfilment: bookedDelivery } : {}),
    ...(coupon ? { couponCode: coupon } : {}),
    ...(needsAcceptance ? { acceptance: { name: signature.trim(), termsVersion: terms.data!.version! } } : {}),
  };
  const [createOrder, { isLoading: creating }] = useCreateOrderMutation();
  // How the shop takes money: without a provider only pay at pick-up, and no choice is shown.
  const payments = usePaymentOptionsQuery();
  const plans = payments.data?.online ? payments.data.plans : [];
  const [chosenPlan, setPlan] = useState<PaymentPlan | null>(null);
  const plan: PaymentPlan = chosenPlan && plans.includes(chosenPlan) && (chosenPlan !== 'deposit' || !!quote.currentData?.deposit) ? chosenPlan : (plans.find((p) => p !== 'deposit') ?? 'pickup');
  const [startCheckout, { isLoading: leaving }] = useStartCheckoutMutation();
  const booking = creating || leaving;
  const [downloadQuote, { isLoading: downloadingQuote }] = useDownloadQuoteMutation();
  const saveQuote = async () => {
    if (dateProblem) return;
    try {
      saveObjectUrl(await downloadQuote(pricedFulfilment ? { ...cart, fulfilment: pricedFulfilment } : cart).unwrap(), 'quote.pdf');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to download quote'));
    }
  };

  // Short lines come from the quote's 409, or from a refused booking until a newer quote answers
  // (the refusal invalidates the quote, so it is asked again) or the cart changes.
  const cartKey = JSON.stringify(cart);
  const refused = !!refusal && refusal.cart === cartKey && quote.fulfilledTimeStamp === refusal.quotedAt;
  const quoteShortages = shortagesOf(quote.error);
  const cartShortages = quoteShortages.length > 0 || !refused ? quoteShortages : shortagesOf(refusal.error);
  const cartProblem = quote.error ?? (refused ? refusal.error : undefined);
  // A quote asked again for the same cart keeps its last good answer beside the new error: line
  // totals and free counts come only from a response that still stands.
  const cartPriced = cartProblem ? undefined : quote.currentData;
  const cartFreeUnits = useFreeUnits(cart, cartPriced, cartShortages);
  // While the dates shown cannot be booked, nothing the server said about the cart's dates applies.
  const priced = dateProblem ? undefined : cartPriced;
  const shortages = dateProblem ? [] : cartShortages;
  const problem = dateProblem ? undefined : cartProblem;
  const freeUnits = (key: string) => (dateProblem ? undefined : cartFreeUnits(key));

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

  // The attempt is the whole request: another coupon or name is a new attempt with a new key, as
  // the API would refuse a repeated key with another body.
  const attempt = useBookingAttempt(JSON.stringify(checkout));
  const book = async () => {
    if (dateProblem || deliveryProblem) return;
    if (!auth.isSignedIn) {
      toast.info('Please log in to create your booking');
      logInAndComeBack();
      return;
    }
    const quotedAt = quote.fulfilledTimeStamp;
    try {
      const result = await createOrder({ cart: checkout, idempotencyKey: attempt.keyFor() }).unwrap();
      attempt.settled();
      toast.success('Booking Created');
      clearCart();
      setCoupon(null);
      if (plan === 'pickup') {
        setCreated(result.order);
        return;
      }
      try {
        // The amount is the server's: the browser only says which plan.
        postToProvider(await startCheckout({ orderId: result.order.orderId, plan }).unwrap());
      } catch (error) {
        toast.error(errorMessage(error, 'Could not start the payment'));
        navigate(`/booking/payment?order=${encodeURIComponent(result.order.orderId)}`);
      }
      return;
    } catch (error) {
      attempt.settled(error);
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
    <>
      {created && <BookingConfirmation order={created} />}
      {empty ? (
        <EmptyCart />
      ) : (
        <div className="booking-layout">
          <div className="booking-main">
            <RentalDates period={shownDates} days={dateProblem ? undefined : cart.days} problem={dateProblem} locked={booking} onChange={pickDates} />
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
            <FulfilmentChoice draft={delivery} onChange={setDelivery} options={deliveryOptions.data} startingDate={cart.startingDate} endingDate={cart.endingDate} locked={booking} />
            <CouponField applied={coupon} onApply={(code) => void applyCoupon(code)} checking={checkingCoupon} problem={couponProblem} disabled={booking} />
            {needsAcceptance && terms.data && <TermsAcceptance terms={terms.data} name={signature} onName={setSignature} disabled={booking} />}
          </div>
          <BookingSummary
            itemCount={count}
            days={dateProblem ? undefined : (quote.currentData?.days ?? cart.days)}
            quote={dateProblem ? undefined : quote.currentData}
            datesInvalid={!!dateProblem}
            quoting={quote.isFetching}
            quoteError={problem}
            short={shortages.length > 0}
            notReady={deliveryProblem ?? undefined}
            onRetryQuote={() => void quote.refetch()}
            booking={booking || auth.isLoading}
            blockedBy={needsAcceptance && !acceptedName(signature) ? 'Type your full name under the rental agreement to accept it.' : terms.isLoading ? 'Loading the rental terms…' : undefined}
            onBook={book}
            onDownloadQuote={() => void saveQuote()}
            downloadingQuote={downloadingQuote}
            payment={
              plans.length > 1 || (plans.length === 1 && plans[0] !== 'pickup') ? (
                <PaymentChoice plans={plans} quote={dateProblem ? undefined : quote.currentData} value={plan} onChange={setPlan} disabled={booking} holdMinutes={payments.data?.holdMinutes ?? 30} provider={payments.data?.provider ?? null} />
              ) : undefined
            }
          />
        </div>
      )}
    </>
  );
}

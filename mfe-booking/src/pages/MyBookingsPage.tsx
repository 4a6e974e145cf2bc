import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@rental/platform';
import { useGetMyOrdersQuery } from '../api/bookingApi';
import { BookingCard } from '../components/BookingCard';
import { BrowseItemsEmpty } from '../components/EmptyCart';
import { BOOKING_CSS } from './bookingStyles';
import { MY_BOOKINGS_CSS } from './myBookingsStyles';
import { Button } from '../components/Button';

function LoadingCards() {
  return (
    <div className="my-bookings__loading" role="status" aria-busy="true" aria-label="Loading your bookings">
      {[0, 1].map((n) => (
        <div key={n} className="my-booking">
          <span className="booking-skeleton booking-skeleton--title" />
          <span className="booking-skeleton booking-skeleton--line" />
          <span className="booking-skeleton booking-skeleton--line" />
          <span className="booking-skeleton booking-skeleton--line booking-skeleton--short" />
        </div>
      ))}
    </div>
  );
}

/** /bookings: the signed-in customer's orders, newest first, and Cancel while Pending. */
export default function MyBookingsPage() {
  const auth = useAuth();
  const location = useLocation();
  const signedIn = auth.isSignedIn;
  // Always asked afresh on arrival: the shop may have approved or handed out gear since.
  const orders = useGetMyOrdersQuery(undefined, { skip: !signedIn, refetchOnMountOrArgChange: true });

  // A session that ran out since sign-in: sign out, and the redirect below asks to log in again.
  const expired = (orders.error as { status?: unknown } | undefined)?.status === 401;
  useEffect(() => {
    if (expired) auth.logout();
  }, [expired, auth]);

  if (!auth.isLoading && !signedIn) {
    // The shell's login page sends the visitor back here afterwards.
    return <Navigate to="/login" replace state={{ from: { pathname: location.pathname, search: location.search } }} />;
  }

  // Shop staff's (an admin's or a staff member's) GET /api/orders answers every order: "my" bookings are their own.
  const seesAll = auth.isAdmin || auth.user?.role === 'staff';
  const mine = (orders.data ?? []).filter((order) => !seesAll || order.email.toLowerCase() === auth.user?.email.toLowerCase());

  let body;
  if (auth.isLoading || orders.isLoading || (orders.isFetching && !orders.data)) {
    body = <LoadingCards />;
  } else if (orders.error && !orders.data) {
    body = (
      <div className="booking-panel my-bookings__state" role="alert">
        <p className="my-bookings__error">Failed to load bookings</p>
        <Button onClick={() => void orders.refetch()}>Try Again</Button>
      </div>
    );
  } else if (mine.length === 0) {
    body = <BrowseItemsEmpty description="No bookings yet" />;
  } else {
    body = (
      <>
        <p className="booking-muted my-bookings__count">
          {mine.length} booking{mine.length === 1 ? '' : 's'}, newest first
        </p>
        <ul className="my-bookings__list">
          {mine.map((order) => (
            <BookingCard key={order.orderId} order={order} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="booking-page my-bookings">
      <style>{BOOKING_CSS}</style>
      <style>{MY_BOOKINGS_CSS}</style>
      <h1 className="booking-page__title">My bookings</h1>
      {body}
    </div>
  );
}

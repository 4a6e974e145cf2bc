import { useId } from 'react';

/** A date field as RentalDates draws it, empty and disabled. */
function DayPlaceholder({ label }: { label: string }) {
  const id = useId();
  return (
    <div className="booking-dates__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" disabled />
    </div>
  );
}

/**
 * The booking page's layout before the visitor's cart is known: what the shell server renders and
 * what the browser's render that hydrates it draws (the cart is in the browser's storage, so the
 * two agree only on what no cart decides). The dates form, the cart's lines and the summary take
 * its place right after hydration; an empty cart shows its empty state instead.
 */
export function CartSkeleton() {
  return (
    <div className="booking-layout" aria-busy="true">
      <div className="booking-main">
        <section className="booking-panel booking-dates" aria-labelledby="booking-dates-title">
          <h2 id="booking-dates-title" className="booking-panel__title">
            Rental dates
          </h2>
          <div className="booking-dates__fields">
            <DayPlaceholder label="Start date" />
            <DayPlaceholder label="End date" />
            <p className="booking-dates__days">
              Total days: <strong>—</strong>
            </p>
          </div>
        </section>
        <section className="booking-panel" aria-labelledby="booking-lines-title">
          <h2 id="booking-lines-title" className="booking-panel__title">
            Your cart
          </h2>
          <p className="booking-muted" role="status">
            Loading your cart…
          </p>
          <div className="booking-line">
            <span className="booking-line__image booking-skeleton" />
            <span className="booking-line__info">
              <span className="booking-skeleton booking-skeleton--line" />
              <span className="booking-skeleton booking-skeleton--line booking-skeleton--short" />
            </span>
          </div>
        </section>
      </div>
      <section className="booking-panel booking-summary" aria-labelledby="booking-summary-title">
        <h2 id="booking-summary-title" className="booking-panel__title">
          Summary
        </h2>
        <span className="booking-skeleton booking-skeleton--line" />
        <span className="booking-skeleton booking-skeleton--line booking-skeleton--short" />
      </section>
    </div>
  );
}

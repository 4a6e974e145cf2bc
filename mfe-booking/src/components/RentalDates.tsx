import { useEffect, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { today } from '@rental/platform/dates';
import { withEnd, withStart } from '../booking/rentalPeriod';
import type { RentalPeriod } from '../booking/rentalPeriod';

interface Props {
  period: RentalPeriod;
  days: number;
  onChange: (period: RentalPeriod) => void;
  /** A booking for these dates is on its way. */
  locked?: boolean;
}

/**
 * One native date input that shows whatever the customer is typing (a half-typed date is empty to
 * the browser) and reports only complete, allowed dates; on blur it shows the cart's date again.
 */
function DayInput({ label, value, min, disabled, onPick }: { label: string; value: string; min: string; disabled: boolean; onPick: (day: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    if (event.target.value) onPick(event.target.value);
  };
  return (
    <div className="booking-dates__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={draft} min={min} required disabled={disabled} onChange={change} onBlur={() => setDraft(value)} />
    </div>
  );
}

/**
 * Start and end of the rental (spec §2). Native date inputs rather than antd's DatePicker: the
 * picker costs ~31 KB gzip of JavaScript, the browser's own costs nothing, has a phone-native
 * picker, and `min` greys out the days that cannot be picked.
 */
export function RentalDates({ period, days, onChange, locked = false }: Props) {
  const pick = (next: RentalPeriod | null) => next && onChange(next);
  return (
    <section className="booking-panel booking-dates" aria-labelledby="booking-dates-title">
      <h2 id="booking-dates-title" className="booking-panel__title">
        Rental dates
      </h2>
      <div className="booking-dates__fields">
        <DayInput label="Start date" value={period.startingDate} min={today()} disabled={locked} onPick={(day) => pick(withStart(period, day))} />
        <DayInput label="End date" value={period.endingDate} min={period.startingDate} disabled={locked} onPick={(day) => pick(withEnd(period, day))} />
        <p className="booking-dates__days" aria-live="polite">
          Total days: <strong>{days}</strong>
        </p>
      </div>
    </section>
  );
}

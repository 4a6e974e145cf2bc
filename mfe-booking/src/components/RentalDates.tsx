import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { today } from '@rental/money-days/days';
import { withEnd, withStart } from '../booking/rentalPeriod';
import type { DateProblem, RentalPeriod } from '../booking/rentalPeriod';

interface Props {
  /** The dates as the fields show them: the cart's, or dates typed that cannot be booked. */
  period: RentalPeriod;
  /** The rental's days, or undefined while the dates shown cannot be booked. */
  days: number | undefined;
  /** What is wrong with the dates shown, said at the field at fault. */
  problem: DateProblem | null;
  /** Every date the fields show, bookable or not (an empty one while a field is cleared or half typed). */
  onChange: (period: RentalPeriod) => void;
  /** A booking for these dates is on its way. */
  locked?: boolean;
}

/**
 * One native date input. It always shows the page's date for it, so what is on screen is what is
 * priced and booked; a date the page cannot book stays as typed, marked invalid, with the reason
 * under it (announced, and the input's description).
 */
function DayInput({ label, value, min, error, disabled, onPick }: { label: string; value: string; min: string; error: string | undefined; disabled: boolean; onPick: (day: string) => void }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="booking-dates__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        required
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onPick(event.target.value)}
      />
      {error && (
        <p id={errorId} className="booking-dates__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Start and end of the rental (spec §2). Native date inputs rather than antd's DatePicker: the
 * picker costs ~31 KB gzip of JavaScript, the browser's own costs nothing, has a phone-native
 * picker, and `min` greys out the days that cannot be picked (typing can still go below it).
 */
export function RentalDates({ period, days, problem, onChange, locked = false }: Props) {
  const now = today();
  const endMin = period.startingDate && period.startingDate > now ? period.startingDate : now;
  return (
    <section className="booking-panel booking-dates" aria-labelledby="booking-dates-title">
      <h2 id="booking-dates-title" className="booking-panel__title">
        Rental dates
      </h2>
      <div className="booking-dates__fields">
        <DayInput
          label="Start date"
          value={period.startingDate}
          min={now}
          error={problem?.field === 'start' ? problem.message : undefined}
          disabled={locked}
          onPick={(day) => onChange(withStart(period, day))}
        />
        <DayInput
          label="End date"
          value={period.endingDate}
          min={endMin}
          error={problem?.field === 'end' ? problem.message : undefined}
          disabled={locked}
          onPick={(day) => onChange(withEnd(period, day))}
        />
        <p className="booking-dates__days" aria-live="polite">
          Total days: <strong>{days ?? '—'}</strong>
        </p>
      </div>
    </section>
  );
}

// The product page's calendar of free units for the next 60 days (from the visitor's today). The
// server counts the units; this only lays its response out in month grids. The grids' shape is known
// before the response arrives, so the loading state is the same grids with shimmering days and
// nothing moves when the numbers land.
import { useId, useMemo, useState } from 'react';
import { WEEKDAYS, addDays, calendarMonths, dayAndMonth, today } from '@rental/money-days/days';
import { useHydrated } from '@rental/platform/hydration';
import type { CalendarDay, CalendarMonth } from '@rental/money-days/days';
import { useGetAvailabilityQuery } from '../api/catalogueApi';
import { AVAILABILITY_DAYS, freeState } from './freeUnits';
import { AVAILABILITY_CSS } from './availabilityCss';

interface DayFigures {
  free: Map<string, number>;
  stock: number;
}

function Day({ day, figures }: { day: CalendarDay | null; figures: DayFigures | undefined }) {
  if (!day) return <td />;
  const free = figures?.free.get(day.date);
  if (!day.inRange || (figures && free === undefined)) {
    return (
      <td className="cat-avail__day cat-avail__day--out">
        <span className="cat-avail__date" aria-hidden>
          {day.day}
        </span>
      </td>
    );
  }
  if (!figures || free === undefined) return <td className="cat-avail__day cat-avail__day--loading cat-skel" />;
  return (
    <td className={`cat-avail__day cat-avail--${freeState(free, figures.stock)}`}>
      <span className="cat-sr-only">{`${dayAndMonth(day.date)}: ${free} of ${figures.stock} free`}</span>
      <span className="cat-avail__date" aria-hidden>
        {day.day}
      </span>
      <span className="cat-avail__free" aria-hidden>
        {free}
      </span>
    </td>
  );
}

function MonthGrid({ month, figures }: { month: CalendarMonth; figures: DayFigures | undefined }) {
  return (
    <table className="cat-avail__month">
      <caption>{month.title}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday.short} scope="col" abbr={weekday.name}>
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {month.weeks.map((week) => (
          <tr key={week.find(Boolean)?.date}>
            {week.map((day, i) => (
              <Day key={day?.date ?? i} day={day} figures={figures} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The three looks, without numbers (a sample count would not match this product's stock). */
function Legend() {
  return (
    <ul className="cat-avail__legend" aria-label="Legend">
      <li>
        <span className="cat-avail__swatch cat-avail--all" aria-hidden />
        All units free
      </li>
      <li>
        <span className="cat-avail__swatch cat-avail--some" aria-hidden />
        Some free
      </li>
      <li>
        <span className="cat-avail__swatch cat-avail--none" aria-hidden />
        None free (booked)
      </li>
    </ul>
  );
}

export function AvailabilityCalendar({ productKey }: { productKey: string }) {
  // Fixed for the visit: a page left open past midnight keeps the range it asked for.
  const [start] = useState(() => today());
  const end = addDays(start, AVAILABILITY_DAYS);
  // A booking to `end` holds start..end-1: the 60 days the calendar shows.
  // The grids are the visitor's days, which the server (its own today, maybe another time zone)
  // cannot know: they appear right after hydration.
  const hydrated = useHydrated();
  const months = useMemo(() => (hydrated ? calendarMonths(start, addDays(end, -1)) : []), [hydrated, start, end]);
  const { data, isError, isFetching, refetch } = useGetAvailabilityQuery({ key: productKey, start, end });
  const figures = useMemo(
    () => (data ? { free: new Map(data.days.map((day) => [day.date, day.free])), stock: data.stock } : undefined),
    [data],
  );
  const titleId = useId();

  let body;
  if (!data && isError && !isFetching) {
    body = (
      <p className="cat-avail__failed">
        Availability could not be loaded
        <button type="button" className="cat-btn" onClick={() => refetch()}>
          Try Again
        </button>
      </p>
    );
  } else {
    body = (
      <>
        <Legend />
        {figures ? null : (
          <p className="cat-sr-only" role="status">
            Loading availability
          </p>
        )}
        <div className="cat-avail__months" aria-busy={!figures}>
          {months.map((month) => (
            <MonthGrid key={month.key} month={month} figures={figures} />
          ))}
        </div>
      </>
    );
  }

  return (
    <section className="cat-avail" aria-labelledby={titleId}>
      <style href="mfe-catalog-availability" precedence="default">
        {AVAILABILITY_CSS}
      </style>
      <h2 className="cat-avail__title" id={titleId}>
        Free units in the next {AVAILABILITY_DAYS} days
      </h2>
      <p className="cat-avail__note">Each day shows how many units are free to rent.</p>
      {body}
    </section>
  );
}

import type { ReactNode } from 'react';
import { addDays, today, weekdayOf } from '@rental/money-days/days';

/**
 * The filters above a paged table; they wrap on a phone. Each control gets its own id: antd's
 * generated ids are all alike in tests, and a dialog's title would be named by the wrong element.
 */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="admin-list-toolbar" role="search">{children}</div>;
}

/**
 * A search box bound to the URL: it searches on Enter or the search button (not on every key, so
 * the server is asked once), and shows the URL's text again after back/forward. Clearing it (its
 * ✕, or Esc) searches for everything again.
 */
export function ListSearch({ id, value, label, placeholder, onSearch }: { id: string; value: string | undefined; label: string; placeholder: string; onSearch: (text: string | undefined) => void }) {
  const search = (text: string) => onSearch(text.trim() || undefined);
  return (
    <form
      key={value ?? ''}
      className="admin-search"
      onSubmit={(event) => {
        event.preventDefault();
        search(new FormData(event.currentTarget).get('q') as string);
      }}
    >
      <input
        id={id}
        name="q"
        type="search"
        className="admin-input"
        defaultValue={value}
        aria-label={label}
        placeholder={placeholder}
        onInput={(event) => {
          // The field's ✕ empties it without a submit: that is a search for everything.
          if (event.currentTarget.value === '' && value) search('');
        }}
      />
      <button type="submit" className="admin-search__button" aria-label={`${label}: search`}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}

/** One choice of a list's filter: '' is the unfiltered list. */
export interface FilterOption {
  value: string;
  label: string;
}

/** A filter bound to the URL, as a native select (it renders at once and suits phones). */
export function ListSelect({ id, label, value, options, width, onChange }: { id: string; label: string; value: string | undefined; options: FilterOption[]; width: number; onChange: (value: string | undefined) => void }) {
  return (
    <select id={id} className="admin-input" aria-label={label} value={value ?? ''} style={{ width }} onChange={(event) => onChange(event.target.value || undefined)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** The quick picks of the dates filter, in the browser's local days (weeks from Sunday). */
export function datePresets(now = new Date()): { label: string; from: string; to: string }[] {
  const day = today(now);
  const weekStart = addDays(day, -((weekdayOf(day) + 1) % 7));
  return [
    { label: 'This week', from: weekStart, to: addDays(weekStart, 6) },
    { label: 'Last 30 days', from: addDays(day, -29), to: day },
  ];
}

/**
 * A days filter bound to the URL's `from` and `to` (YYYY-MM-DD, either may be left open), with
 * 'This week' and 'Last 30 days' as quick picks.
 */
export function DateRangeFilter({ id, label, from, to, onChange }: { id: string; label: string; from: string | undefined; to: string | undefined; onChange: (range: { from: string | undefined; to: string | undefined }) => void }) {
  const presets = datePresets();
  const picked = presets.find((preset) => preset.from === from && preset.to === to);
  return (
    <div className="admin-dates" role="group" aria-label={label}>
      <input id={id} type="date" className="admin-input" aria-label={`${label}: from`} value={from ?? ''} max={to} onChange={(event) => onChange({ from: event.target.value || undefined, to })} />
      <span aria-hidden="true">–</span>
      <input type="date" className="admin-input" aria-label={`${label}: to`} value={to ?? ''} min={from} onChange={(event) => onChange({ from, to: event.target.value || undefined })} />
      <select
        className="admin-input"
        aria-label={`${label}: quick pick`}
        value={picked?.label ?? ''}
        onChange={(event) => {
          const preset = presets.find((p) => p.label === event.target.value);
          onChange(preset ? { from: preset.from, to: preset.to } : { from: undefined, to: undefined });
        }}
      >
        <option value="">{from || to ? 'Chosen days' : 'Any day'}</option>
        {presets.map((preset) => (
          <option key={preset.label} value={preset.label}>
            {preset.label}
          </option>
        ))}
      </select>
    </div>
  );
}

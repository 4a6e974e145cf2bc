import type { ReactNode } from 'react';
import { DatePicker, Input } from 'antd';
import dayjs from 'dayjs';

/**
 * The filters above a paged table; they wrap on a phone. Each control gets its own id: antd's
 * generated ids are all alike in tests, and a dialog's title would be named by the wrong element.
 */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="admin-list-toolbar" role="search">{children}</div>;
}

/**
 * A search box bound to the URL: it searches on Enter or the search button (not on every key, so
 * the server is asked once), and shows the URL's text again after back/forward.
 */
export function ListSearch({ id, value, label, placeholder, onSearch }: { id: string; value: string | undefined; label: string; placeholder: string; onSearch: (text: string | undefined) => void }) {
  return (
    <Input.Search
      key={value ?? ''}
      id={id}
      defaultValue={value}
      aria-label={label}
      placeholder={placeholder}
      allowClear
      enterButton
      style={{ maxWidth: 340 }}
      onSearch={(text) => onSearch(text.trim() || undefined)}
    />
  );
}

const DAY = 'YYYY-MM-DD';
/** Quick picks of the dates filter. */
const PRESETS = () => [
  { label: 'This week', value: [dayjs().startOf('week'), dayjs().endOf('week')] as [dayjs.Dayjs, dayjs.Dayjs] },
  { label: 'Last 30 days', value: [dayjs().subtract(29, 'day'), dayjs()] as [dayjs.Dayjs, dayjs.Dayjs] },
];

/**
 * A days filter bound to the URL's `from` and `to` (YYYY-MM-DD, either may be left open), with
 * 'This week' and 'Last 30 days' as quick picks.
 */
export function DateRangeFilter({ id, label, from, to, onChange }: { id: string; label: string; from: string | undefined; to: string | undefined; onChange: (range: { from: string | undefined; to: string | undefined }) => void }) {
  return (
    <DatePicker.RangePicker
      id={id}
      aria-label={label}
      allowEmpty={[true, true]}
      value={[from ? dayjs(from, DAY) : null, to ? dayjs(to, DAY) : null]}
      presets={PRESETS()}
      onChange={(range) => onChange({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
    />
  );
}

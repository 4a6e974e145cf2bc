import type { ReactNode } from 'react';
import { Input } from 'antd';

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

import { useEffect, useRef, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';

/** Typing pauses this long before the catalogue asks the server (Enter searches at once). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The catalogue's search box. It shows what is typed at once and reports the trimmed text after a
 * pause; when the address changes the search (back button, a cleared filter) the box follows it.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  /** The search this box last reported, until the address echoes it back. */
  const echo = useRef<string | null>(null);
  const report = (search: string) => {
    echo.current = search;
    onSearchRef.current(search);
  };

  useEffect(() => {
    // Our own search coming back through the address: the visitor may have typed on meanwhile (the
    // navigation renders as a transition), so the box keeps its text and the next pause reports it.
    if (value === echo.current) {
      echo.current = null;
      return;
    }
    echo.current = null;
    // Keep a trailing space the visitor is still typing; only a real change of the search replaces the text.
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => report(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      className="cat-field cat-search"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) report(text.trim());
      }}
    >
      <label htmlFor="catalogue-search">
        <SearchOutlined aria-hidden /> Search
      </label>
      <input
        id="catalogue-search"
        className="cat-input"
        type="search"
        placeholder="Search gear by name, key or description"
        maxLength={100}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}

// When a photo was posted, as people read it: '14 Nov 2026, 18:30' in the visitor's time zone.
const formatter = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone });

/** '' for a missing or unreadable date, so a card never shows 'Invalid Date'. */
export function formatPostedAt(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter(timeZone).format(date);
}

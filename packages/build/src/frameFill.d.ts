/**
 * Fills a data frame's `{{…}}` from a read's answer and the caller's context (`@query`, `@viewer`:
 * frameFill.js); null when its sections do not pair up or it uses a filter the filler does not know.
 */
export function fillFrame(template: string, data: unknown, context?: Record<string, unknown>): string | null;
/** Whether a frame's markup waits for data. */
export function isDataFrame(html: string): boolean;
/** A registration's `preload` address for a page: `:params` from the path, `{name}` / `{name=default}` from the page's query (`search`). */
export function fillAddress(address: string, params: readonly string[], search: string): string;

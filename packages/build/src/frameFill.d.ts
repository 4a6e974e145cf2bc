/** Fills a data frame's `{{…}}` from a read's answer (frameFill.js); null when its sections do not pair up. */
export function fillFrame(template: string, data: unknown): string | null;
/** Whether a frame's markup waits for data. */
export function isDataFrame(html: string): boolean;

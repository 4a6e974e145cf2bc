// The API sends lists and single resources in more than one shape (spec §7); endpoints read them
// through these, whichever app defines the endpoint.

/** Lists may come bare or wrapped as `{ data: [...] }`. */
export function listOf<T>(response: unknown): T[] {
  if (Array.isArray(response)) return response as T[];
  const data = (response as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}

/** Single resources may come bare or wrapped (`{ user }`, `{ product }`, `{ data }`). */
export function itemOf<T>(response: unknown, wrapper: string): T {
  if (response && typeof response === 'object') {
    const record = response as Record<string, unknown>;
    if (record[wrapper] && typeof record[wrapper] === 'object') return record[wrapper] as T;
    if (record.data && typeof record.data === 'object' && !Array.isArray(record.data)) return record.data as T;
  }
  return response as T;
}

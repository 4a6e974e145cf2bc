import { useRef } from 'react';

/**
 * A random Idempotency-Key (32 hex digits). getRandomValues, not randomUUID: the shop is also
 * opened over plain http on a LAN, where browsers offer randomUUID only to secure pages.
 */
export function newAttemptKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed booking call settled the attempt. The server answered it and kept that response
 * (a refusal such as 400, 401, 422, or 409 with short lines): the next press is a new attempt
 * with a new key. No response (network, timeout), a failure on the server's side (5xx, nothing was
 * booked) or a 409 without short lines (the first press is still being answered) leaves the
 * attempt open: pressing again repeats it with the same key, so it books at most once.
 */
export function settlesAttempt(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status >= 500 || status === 429) return false;
  if (status === 409) return Array.isArray((error as { data?: { shortages?: unknown } }).data?.shortages);
  return true;
}

/**
 * One key per attempt to book a given cart: a double click, or pressing again after a timeout,
 * sends the same key and the API books once. A changed cart is a new attempt.
 */
export function useBookingAttempt(cartKey: string) {
  const attempt = useRef<{ cart: string; key: string } | null>(null);
  return {
    /** The key for this press: the open attempt's if it was for this cart, else a new one. */
    keyFor(): string {
      if (attempt.current?.cart !== cartKey) attempt.current = { cart: cartKey, key: newAttemptKey() };
      return attempt.current.key;
    },
    /** The booking was made or refused for good: the next press starts afresh. */
    settled(error?: unknown): void {
      if (error === undefined || settlesAttempt(error)) attempt.current = null;
    },
  };
}

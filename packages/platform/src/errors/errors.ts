// One error shape for every failure the UI shows, whatever produced it.
import type { Shortage } from '../types/api';

/** What a failed API call looks like to components: `error.data.error` is the server's text. */
export interface ApiError {
  /** HTTP status, or RTK Query's 'FETCH_ERROR' / 'PARSING_ERROR' / 'TIMEOUT_ERROR'. */
  status: number | string;
  data: { error?: string; statusCode?: number; [detail: string]: unknown };
}

/** Thrown by plain-fetch helpers (uploads) so `errorMessage` reads them like RTK Query failures. */
export class ApiRequestError extends Error implements ApiError {
  readonly status: number | string;
  readonly data: ApiError['data'];

  constructor(message: string, status: number | string = 'CUSTOM_ERROR') {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.data = { error: message, statusCode: typeof status === 'number' ? status : undefined };
  }
}

function serverText(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const text = (value as { error?: unknown }).error;
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/** The server's `error` text when there is one, otherwise the screen's fallback (spec §8). */
export function errorMessage(err: unknown, fallback: string): string {
  if (!err || typeof err !== 'object') return fallback;
  return serverText((err as { data?: unknown }).data) ?? serverText(err) ?? fallback;
}

/** The short lines of a 409 from quote or booking (more asked than is free); empty for any other failure. */
export function shortagesOf(err: unknown): Shortage[] {
  if (!err || typeof err !== 'object' || (err as ApiError).status !== 409) return [];
  const shortages = (err as ApiError).data?.shortages;
  return Array.isArray(shortages) ? (shortages as Shortage[]) : [];
}

/** Turns any fetchBaseQuery failure into ApiError, keeping the server body when it sent JSON. */
export function toApiError(error: { status: number | string; data?: unknown; error?: string }): ApiError {
  const body = error.data;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    return { status: error.status, data: body as ApiError['data'] };
  }
  const statusCode = typeof error.status === 'number' ? error.status : undefined;
  return { status: error.status, data: { statusCode } };
}

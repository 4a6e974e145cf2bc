import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import { getApiUrl } from './runtimeConfig';
import { readToken } from './token';
import { toApiError } from '../errors/errors';
import type { ApiError } from '../errors/errors';

const prepareHeaders = (headers: Headers) => {
  const token = readToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};
const rawBaseQuery = fetchBaseQuery({ prepareHeaders });

/**
 * What a store may give its calls (the thunk's extra argument): a store made for one server
 * render gives the server's fetch for that page, so a request the page's head makes too is made once.
 */
export interface ApiCallExtra {
  fetch?: typeof fetch;
}

function withApiUrl(args: string | FetchArgs): string | FetchArgs {
  // The API address arrives from remotes.json after the bundles load, so it is read per call.
  const prefix = (path: string) => (/^https?:\/\//.test(path) ? path : `${getApiUrl()}${path}`);
  return typeof args === 'string' ? prefix(args) : { ...args, url: prefix(args.url) };
}

/** Every call of the shared client: dynamic API address, bearer token, one error shape. */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const pageFetch = (api.extra as ApiCallExtra | undefined)?.fetch;
  const baseQuery = pageFetch ? fetchBaseQuery({ prepareHeaders, fetchFn: pageFetch }) : rawBaseQuery;
  const result = await baseQuery(withApiUrl(args), api, extra);
  if (result.error) return { error: toApiError(result.error), meta: result.meta };
  return result;
};

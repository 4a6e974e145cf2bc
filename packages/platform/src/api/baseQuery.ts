import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import { getApiUrl } from './runtimeConfig';
import { readToken } from './token';
import { toApiError } from '../errors/errors';
import type { ApiError } from '../errors/errors';

const rawBaseQuery = fetchBaseQuery({
  prepareHeaders: (headers) => {
    const token = readToken();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

function withApiUrl(args: string | FetchArgs): string | FetchArgs {
  // The API address arrives from remotes.json after the bundles load, so it is read per call.
  const prefix = (path: string) => (/^https?:\/\//.test(path) ? path : `${getApiUrl()}${path}`);
  return typeof args === 'string' ? prefix(args) : { ...args, url: prefix(args.url) };
}

/** Every call of the shared client: dynamic API address, bearer token, one error shape. */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await rawBaseQuery(withApiUrl(args), api, extra);
  if (result.error) return { error: toApiError(result.error), meta: result.meta };
  return result;
};

import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import { takeBootRead, takeBootUser } from './bootUser';
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
  // The signed-in user, or a visitor's first read, may already be on its way, asked for by the
  // shell's HTML (bootUser.ts).
  fetchFn: (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return takeBootUser(request, `${getApiUrl()}/api/users/`) ?? takeBootRead(request) ?? fetch(request);
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

// A remote's page rendered on the shell server (a helper each remote's server target bundles:
// packages/build's `serverExposes`). The page's own components render with their first data: the
// route's requests run into a store made for this request, the markup is prerendered (waiting for lazy
// parts and data) and cut at the budget, and the responses go back with it so the browser's
// store starts from them. Nothing of a visitor is here: no token, no cart, no storage.
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import type { ApiCallExtra } from '../api/baseQuery';
import { setApiUrl } from '../api/runtimeConfig';
import { cartSlice } from '../cart/cartSlice';
import { freshCart } from '../cart/cartStorage';
import type { Cart } from '../types/api';
import type { AppStore } from '../store/createAppStore';
import { PlatformProviders } from '../ui/PlatformProviders';

export interface ServerRenderRequest {
  /** The page's address: path and query. */
  url: string;
  /** Where this server reaches the API. */
  apiUrl: string;
  /** The longest the render may take (ms), requests included. */
  budgetMs: number;
  /** The server's fetch for this page (the API client's calls go through it): a request the page's head makes too is made once. */
  fetch?: typeof fetch;
}

export interface ServerRenderResponse {
  /** The page's markup (what the remote's `./App` renders inside the site layout's main). */
  html: string;
  /** RTK Query's cache entries the page read (the `api` slice's `queries`), for the browser's store. */
  queries: Record<string, unknown>;
  /** Which tags those entries provide (the `api` slice's `provided`): a write in the browser invalidates them as its own. */
  provided: unknown;
  /** 404 when a request the page depends on answered 404 (an unknown product). */
  status: number;
  /**
   * Every request of the render went through the given `fetch` and answered, and the render was not
   * cut at the budget: the markup is what those responses make, so a server that sees the same
   * responses again may answer the same page (shell/server's page cache). Absent: not known.
   */
  complete?: boolean;
}

/**
 * The cart a server store starts with: a fresh one, made at most once a minute. No visitor's cart
 * is read on the server (per-visitor parts render in the browser), and the cart slice's own start
 * (localStorage, which Node lacks, so two exceptions, and the calendar's formatting) was a few
 * percent of the shell server's time per page.
 */
let serverCart: { at: number; cart: Cart } | undefined;
function freshServerCart(now = Date.now()): Cart {
  if (!serverCart || now - serverCart.at > 60_000) serverCart = { at: now, cart: freshCart() };
  return serverCart.cart;
}

/** One reducer for every server store: combining checks each slice's start, the cart's included, once. */
const serverReducer = combineSlices(api, cartSlice);

/** A store for one request only (no cart persistence, no listeners); its API calls go through `pageFetch` when given. */
export function serverStore(pageFetch?: typeof fetch) {
  const extra: ApiCallExtra = { fetch: pageFetch };
  return configureStore({
    reducer: serverReducer,
    preloadedState: { cart: freshServerCart() },
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false, thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}
export type ServerStore = ReturnType<typeof serverStore>;

/**
 * Rendered markup by address and the data it was rendered from: a page whose requests answered the
 * same as last time is not rendered again (the render is most of a page's server time; the requests
 * are made every time, so a price is never older than the API's). Bounded in entries and age (a
 * page may show today's date). Each release's server code has its own.
 */
const RENDERED_MAX = 200;
const RENDERED_MAX_AGE_MS = 60_000;
const rendered = new Map<string, { html: string; at: number }>();

function keepRendered(key: string, html: string): void {
  rendered.delete(key);
  rendered.set(key, { html, at: Date.now() });
  if (rendered.size > RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
}

function renderedFor(key: string): string | undefined {
  const kept = rendered.get(key);
  if (!kept || Date.now() - kept.at > RENDERED_MAX_AGE_MS) return undefined;
  return kept.html;
}

/** The store's responses as this page shows them: what each request answered (not when). */
function responses(store: ServerStore): { queries: Record<string, unknown>; status: number; data: string; settled: boolean } {
  const queries: Record<string, unknown> = {};
  const data: [string, unknown][] = [];
  let status = 200;
  let settled = true;
  for (const [cacheKey, entry] of Object.entries(store.getState().api.queries) as [string, { status?: string; error?: unknown; data?: unknown } | undefined][]) {
    if (entry?.status === 'fulfilled') {
      queries[cacheKey] = entry;
      data.push([cacheKey, entry.data]);
    } else if (entry?.status === 'rejected' && (entry.error as { status?: unknown } | undefined)?.status === 404) status = 404;
    else settled = false;
  }
  return { queries, status, data: JSON.stringify(data.sort(([a], [b]) => (a < b ? -1 : 1))), settled };
}

/** A request started on the store (RTK Query's `initiate`): awaited, then let go. */
type StartedRequest = PromiseLike<unknown> & { unsubscribe(): void };

export interface RemotePage {
  /** The route's first requests, started as the page's own hooks will ask for them. */
  requests(store: ServerStore, address: URL): StartedRequest[];
  /** The remote's app as the shell renders it for this address. */
  app: ReactNode;
}

export async function renderRemotePage({ url, apiUrl, budgetMs, fetch: pageFetch }: ServerRenderRequest, page: RemotePage): Promise<ServerRenderResponse> {
  const started = Date.now();
  setApiUrl(apiUrl);
  const address = new URL(url, 'http://shop');
  const store = serverStore(pageFetch);
  const left = () => Math.max(0, budgetMs - (Date.now() - started));
  const requests = page.requests(store, address);
  let waited: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(requests), new Promise((resolve) => (waited = setTimeout(resolve, left())))]);
  clearTimeout(waited);
  requests.forEach((request) => request.unsubscribe());

  const settled = responses(store);
  const key = `${address.pathname}${address.search}\n${settled.data}`;
  const again = renderedFor(key);
  if (again !== undefined) return { html: again, queries: settled.queries, provided: store.getState().api.provided, status: settled.status, complete: Boolean(pageFetch) && settled.settled };

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('over budget')), left());
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <PlatformProviders store={store as unknown as AppStore} antd="scoped">
          <StaticRouter location={address.pathname + address.search}>{page.app}</StaticRouter>
        </PlatformProviders>
      </StrictMode>,
      { signal: controller.signal },
    );
    let html = '';
    for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
    const { queries, status, data, settled: answered } = responses(store);
    // Kept only when the render requested nothing beyond the first requests (and was not cut at the budget).
    const whole = data === settled.data && !controller.signal.aborted && answered;
    if (whole) keepRendered(key, html);
    return { html, queries, provided: store.getState().api.provided, status, complete: Boolean(pageFetch) && whole };
  } finally {
    clearTimeout(timer);
  }
}

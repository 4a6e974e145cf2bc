// The catalogue's server render (its server target only: packages/build's `serverExposes`): the
// shell server loads this from the remote's dist/server/remoteEntry.js over HTTP (Module
// Federation's Node runtime) and asks it for a page. The page's own components render with their
// first data: the route's reads run into a store made for this request, the markup is prerendered
// (waiting for the lazy page and its data) and aborted at the budget, and the reads' answers go
// back with it so the browser's store starts from them.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { PlatformProviders, api, cartSlice, setApiUrl } from '@rental/platform';
import type { AppStore } from '@rental/platform';
import { catalogueApi } from '../api/catalogueApi';
import CatalogApp, { firstReadsOf } from '../exposes/App';

export interface ServerRenderRequest {
  /** The page's address: path and query. */
  url: string;
  /** Where this server reaches the API. */
  apiUrl: string;
  /** The longest the render may take (ms), reads included. */
  budgetMs: number;
}

export interface ServerRenderAnswer {
  /** The page's markup (what `mfe_catalog/App` renders inside the site layout's main). */
  html: string;
  /** RTK Query's cache entries the page read (the `api` slice's `queries`), for the browser's store. */
  queries: Record<string, unknown>;
  /** 404 when the page's product does not exist. */
  status: number;
}

/** The route's first reads (its `load` in src/routes.ts), as the page's own hooks will ask for them. */
function firstReads(store: ServerStore, pathname: string, search: string): (PromiseLike<unknown> & { unsubscribe(): void })[] {
  return firstReadsOf(pathname, search).map((read) => {
    if (read.endpoint === 'getProduct') return store.dispatch(catalogueApi.endpoints.getProduct.initiate(read.arg as string));
    return store.dispatch(catalogueApi.endpoints.getCataloguePage.initiate(read.arg as Parameters<typeof catalogueApi.endpoints.getCataloguePage.initiate>[0]));
  });
}

/** A store for one request only (no cart persistence, no listeners: nothing of a visitor here). */
function serverStore() {
  return configureStore({
    reducer: combineSlices(api, cartSlice),
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(api.middleware),
  });
}
type ServerStore = ReturnType<typeof serverStore>;

export async function renderPage({ url, apiUrl, budgetMs }: ServerRenderRequest): Promise<ServerRenderAnswer> {
  const started = Date.now();
  setApiUrl(apiUrl);
  const address = new URL(url, 'http://shop');
  const store = serverStore();
  const left = () => Math.max(0, budgetMs - (Date.now() - started));
  const reads = firstReads(store, address.pathname, address.search);
  await Promise.race([Promise.all(reads), new Promise((resolve) => setTimeout(resolve, left()))]);
  reads.forEach((read) => read.unsubscribe());

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('over budget')), left());
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <PlatformProviders store={store as unknown as AppStore} antd="scoped">
          <StaticRouter location={address.pathname + address.search}>
            <CatalogApp />
          </StaticRouter>
        </PlatformProviders>
      </StrictMode>,
      { signal: controller.signal },
    );
    let html = '';
    for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    const queries: Record<string, unknown> = {};
    let status = 200;
    for (const [cacheKey, entry] of Object.entries(store.getState().api.queries) as [string, { status?: string; error?: unknown } | undefined][]) {
      if (entry?.status === 'fulfilled') queries[cacheKey] = entry;
      else if (entry?.status === 'rejected' && (entry.error as { status?: unknown } | undefined)?.status === 404) status = 404;
    }
    return { html, queries, status };
  } finally {
    clearTimeout(timer);
  }
}

// The catalogue's server render (its server target only: packages/build's `serverExposes`): the
// shell server loads this from the remote's dist/server/remoteEntry.js over HTTP (Module
// Federation's Node runtime) and asks it for a page (`@rental/platform/server` renders it).
import { renderRemotePage } from '@rental/platform/server';
import type { ServerRenderAnswer, ServerRenderRequest, ServerStore } from '@rental/platform/server';
import { catalogueApi } from '../api/catalogueApi';
import { pageRequest, readCatalogueState } from '../catalogue/catalogueQuery';
import { FEATURED_REQUEST } from '../pages/featured';
import CatalogApp, { productKeyOf } from '../exposes/App';

export type { ServerRenderAnswer, ServerRenderRequest };

/** The route's first reads, as the page's own hooks will ask for them. */
function firstReads(store: ServerStore, { pathname, search }: URL) {
  const key = productKeyOf(pathname);
  if (key) return [store.dispatch(catalogueApi.endpoints.getProduct.initiate(key))];
  if (/^\/items\/?$/.test(pathname)) return [store.dispatch(catalogueApi.endpoints.getCataloguePage.initiate(pageRequest(readCatalogueState(new URLSearchParams(search)))))];
  return [store.dispatch(catalogueApi.endpoints.getCataloguePage.initiate(FEATURED_REQUEST))];
}

export function renderPage(request: ServerRenderRequest): Promise<ServerRenderAnswer> {
  return renderRemotePage(request, { reads: firstReads, app: <CatalogApp /> });
}

// The catalogue's server render (its server target only: packages/build's `serverExposes`): the
// shell server loads this from the remote's dist/server/remoteEntry.js over HTTP (Module
// Federation's Node runtime) and asks it for a page (`@rental/platform/server` renders it).
import { renderRemotePage } from '@rental/platform/server';
import type { ServerRenderRequest, ServerRenderResponse, ServerStore } from '@rental/platform/server';
import { catalogueApi } from '../api/catalogueApi';
import CatalogueApp, { firstRequestsOf } from '../exposes/App';

export type { ServerRenderRequest, ServerRenderResponse };

/** The route's first requests (its `load` in src/routes.ts), as the page's own hooks will ask for them. */
function firstRequests(store: ServerStore, { pathname, search }: URL) {
  return firstRequestsOf(pathname, search).map((first) => {
    if (first.endpoint === 'getProduct') return store.dispatch(catalogueApi.endpoints.getProduct.initiate(first.arg as string));
    return store.dispatch(catalogueApi.endpoints.getCataloguePage.initiate(first.arg as Parameters<typeof catalogueApi.endpoints.getCataloguePage.initiate>[0]));
  });
}

export function renderPage(request: ServerRenderRequest): Promise<ServerRenderResponse> {
  return renderRemotePage(request, { requests: firstRequests, app: <CatalogueApp /> });
}

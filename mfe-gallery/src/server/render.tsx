// The gallery's server render (its server target only: packages/build's `serverExposes`): the
// shell server loads this from the remote's dist/server/remoteEntry.js and asks it for /gallery.
import { renderRemotePage } from '@rental/platform/server';
import type { ServerRenderRequest, ServerRenderResponse, ServerStore } from '@rental/platform/server';
import { galleryApi } from '../api/galleryApi';
import { pageFromParam } from '../pages/galleryPaging';
import GalleryApp from '../exposes/App';

export type { ServerRenderRequest, ServerRenderResponse };

/** The page's first request, as GalleryPage asks for it (a page number the address got wrong requests nothing: the browser corrects it). */
function firstRequests(store: ServerStore, { searchParams }: URL) {
  const page = pageFromParam(searchParams.get('page'));
  return page === null ? [] : [store.dispatch(galleryApi.endpoints.getGalleryPage.initiate({ page }))];
}

export function renderPage(request: ServerRenderRequest): Promise<ServerRenderResponse> {
  return renderRemotePage(request, { requests: firstRequests, app: <GalleryApp /> });
}

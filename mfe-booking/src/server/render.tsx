// Booking's server render (its server target only: packages/build's `serverExposes`): the shell
// server loads this from the remote's dist/server/remoteEntry.js and asks it for a page. It reads
// nothing from the API: every figure on /booking is the visitor's cart's, priced by the server's
// quote in the browser; the server's markup is the page around the cart (BookingPage).
import { renderRemotePage } from '@rental/platform/server';
import type { ServerRenderRequest, ServerRenderResponse } from '@rental/platform/server';
import BookingApp from '../exposes/App';

export type { ServerRenderRequest, ServerRenderResponse };

export function renderPage(request: ServerRenderRequest): Promise<ServerRenderResponse> {
  return renderRemotePage(request, { requests: () => [], app: <BookingApp /> });
}

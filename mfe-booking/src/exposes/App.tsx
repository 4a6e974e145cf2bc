// What the shell loads as `mfe_booking/App` for the paths src/routes.ts declares (the build
// registers them with the shell from there); this picks the page from the same declaration.
import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '@rental/platform/hydration';
import { matchRoute } from '@rental/platform/routes';
import routes from '../routes';

/** Each route's page, made lazy once (one chunk per page). */
const PAGES = new Map(routes.routes.map((route) => [route.path, lazy(route.page)]));
const BOOKING = '/booking';

function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center', color: '#8f9bb3' }}>
      Loading…
    </div>
  );
}

export default function BookingApp() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  // Standalone runs serve every path; anything unknown shows the booking page.
  const path = matchRoute(routes.routes, pathname)?.route.path ?? BOOKING;
  // A signed-in visitor's bookings and an order's payment are all the visitor's: the server's
  // markup (and the render hydrating it) is the loading state, and the page renders right after.
  if (!hydrated && path !== BOOKING) return <PageLoading />;
  const Page = PAGES.get(path)!;
  // antd is the shell's (shared), so the shell's ConfigProvider themes these pages too.
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

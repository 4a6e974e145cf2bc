// What the shell loads as `mfe_booking/App` for /booking and /bookings.
import { Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';

// One chunk per page, so each route downloads only its own components. The shell sends this
// remote the paths it registered (src/routes.ts); a further page gets an entry here and there.
const BookingPage = lazy(() => import('../pages/BookingPage'));
const MyBookingsPage = lazy(() => import('../pages/MyBookingsPage'));
const PaymentPage = lazy(() => import('../pages/PaymentPage'));

const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  '/booking': BookingPage,
  '/bookings': MyBookingsPage,
  '/booking/payment': PaymentPage,
};

function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center', color: '#8f9bb3' }}>
      Loading…
    </div>
  );
}

export default function BookingApp() {
  const { pathname } = useLocation();
  // Standalone runs serve every path; anything unknown shows the booking page.
  const Page = pages[pathname.replace(/\/+$/, '')] ?? BookingPage;
  // antd is the shell's (shared), so the shell's ConfigProvider themes these pages too.
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

// What the shell loads as `mfe_admin/App` for /admin/*, only after GET /api/users/ confirmed an admin or
// staff member. Staff get the order work; the other screens tell them they are for admins (AdminOnlyScreen).
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { preinit } from 'react-dom';
import { ConfigProvider, Spin, Typography } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { theme } from '@rental/platform';
import antdCss from 'antd/dist/antd.css';
import { AdminLayout } from '../components/AdminLayout';
import { usePrefetchScreenData } from '../components/usePrefetchScreenData';
import { AdminOnlyScreen } from '../components/AdminOnlyScreen';

type ScreenModule = Promise<{ default: ComponentType }>;

/** The screens under /admin: one chunk each, so a route downloads only its own code and antd components. */
const SCREENS: { path: string; load: () => ScreenModule; staff: boolean }[] = [
  { path: '', load: () => import('../pages/DashboardPage'), staff: true },
  { path: 'orders', load: () => import('../pages/OrdersPage'), staff: true },
  { path: 'scan', load: () => import('../pages/ScanPage'), staff: true },
  { path: 'items', load: () => import('../pages/ItemsPage'), staff: false },
  { path: 'items/add', load: () => import('../pages/AddItemPage'), staff: false },
  { path: 'items/edit', load: () => import('../pages/EditItemPage'), staff: false },
  { path: 'users', load: () => import('../pages/UsersPage'), staff: false },
  { path: 'gallery', load: () => import('../pages/GalleryPage'), staff: false },
  { path: 'audit', load: () => import('../pages/AuditPage'), staff: false },
  { path: 'versions', load: () => import('../pages/VersionsPage'), staff: false },
  { path: 'outbox', load: () => import('../pages/OutboxPage'), staff: false },
  { path: 'data', load: () => import('../pages/DataPage'), staff: false },
  { path: 'messages', load: () => import('../pages/MessagesPage'), staff: true },
  { path: 'inspections', load: () => import('../pages/InspectionsPage'), staff: true },
  { path: 'calendar', load: () => import('../pages/CalendarPage'), staff: true },
  { path: 'planner', load: () => import('../pages/PlannerPage'), staff: true },
  { path: 'reports', load: () => import('../pages/ReportsPage'), staff: false },
  { path: 'payments', load: () => import('../pages/PaymentsPage'), staff: true },
  { path: 'coupons', load: () => import('../pages/CouponsPage'), staff: false },
  { path: 'terms', load: () => import('../pages/TermsPage'), staff: false },
  { path: 'runs', load: () => import('../pages/RunsPage'), staff: true },
  { path: 'delivery', load: () => import('../pages/DeliveryPage'), staff: false },
];

/** Screens whose code has arrived: their route renders them at once, without a fallback in between. */
const loaded = new Map<string, { default: ComponentType }>();

const ROUTES = SCREENS.map(({ path, load, staff }) => {
  // A module already here is handed over synchronously (a thenable that resolves at once), so React
  // renders the screen in the same pass instead of showing the loading state for a frame.
  const Screen = lazy(() => {
    const module = loaded.get(path);
    if (module) return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as ScreenModule;
    return load().then((arrived) => (loaded.set(path, arrived), arrived));
  });
  return { path, element: staff ? <Screen /> : <AdminOnlyScreen><Screen /></AdminOnlyScreen> };
});

/**
 * The first screen's chunk is asked for as this module runs, not when React reaches its route
 * after rendering the layout around it (the shell loads this module only for an address under
 * /admin). The route's `lazy` then gets the same download: webpack fetches a chunk once.
 */
function startFirstScreen(pathname: string): Promise<unknown> {
  const screen = pathname.replace(/^.*?\/admin(?:\/|$)/, '').replace(/\/+$/, '');
  const first = SCREENS.find(({ path }) => path === screen);
  if (!first) return Promise.resolve();
  return first
    .load()
    .then((module) => loaded.set(first.path, module))
    .catch(() => {
      // Only a preload: the route's own import reports a failed download.
    });
}
if (typeof window !== 'undefined') void startFirstScreen(window.location.pathname);
// antd's style sheet too: React holds the first screen back until it has loaded (below).
preinit(antdCss, { as: 'style', precedence: 'antd' });

function ScreenLoading() {
  return (
    <div role="status" aria-label="Loading" style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" />
    </div>
  );
}

export default function AdminApp() {
  usePrefetchScreenData();
  // The admin remote bundles its own antd (see docs/bench-archive.md), so it applies the theme itself.
  // Its components' styles come from antd's prebuilt style sheet (zeroRuntime): generating them
  // in the browser was most of the first screen's script time on a phone's CPU (docs/bench-archive.md).
  // React holds the screen back until the sheet has loaded, so nothing shows unstyled.
  return (
    <ConfigProvider theme={{ ...theme, zeroRuntime: true }}>
      <link rel="stylesheet" href={antdCss} precedence="antd" />
      <AdminLayout>
        <Suspense fallback={<ScreenLoading />}>
          <Routes>
            {ROUTES.map(({ path, element }) => (path === '' ? <Route key="index" index element={element} /> : <Route key={path} path={path} element={element} />))}
            <Route path="*" element={<Typography.Title level={2}>Error Not Found</Typography.Title>} />
          </Routes>
        </Suspense>
      </AdminLayout>
    </ConfigProvider>
  );
}

// What the shell loads as `mfe_admin/App` for /admin/*, only after GET /api/users/ confirmed an admin or
// staff member. Staff get the order work; the other screens tell them they are for admins (AdminOnlyScreen).
import { Suspense, lazy } from 'react';
import { ConfigProvider, Spin, Typography } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { theme } from '@rental/platform';
import { AdminLayout } from '../components/AdminLayout';
import { usePrefetchScreenData } from '../components/usePrefetchScreenData';
import { AdminOnlyScreen } from '../components/AdminOnlyScreen';

// One chunk per screen: each route downloads only its own code and antd components.
const DashboardPage = lazy(() => import('../pages/DashboardPage'));
const OrdersPage = lazy(() => import('../pages/OrdersPage'));
const ItemsPage = lazy(() => import('../pages/ItemsPage'));
const AddItemPage = lazy(() => import('../pages/AddItemPage'));
const EditItemPage = lazy(() => import('../pages/EditItemPage'));
const UsersPage = lazy(() => import('../pages/UsersPage'));
const GalleryPage = lazy(() => import('../pages/GalleryPage'));
const VersionsPage = lazy(() => import('../pages/VersionsPage'));
const ScanPage = lazy(() => import('../pages/ScanPage'));
const AuditPage = lazy(() => import('../pages/AuditPage'));
const OutboxPage = lazy(() => import('../pages/OutboxPage'));

function ScreenLoading() {
  return (
    <div role="status" aria-label="Loading" style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" />
    </div>
  );
}

export default function AdminApp() {
  usePrefetchScreenData();
  // The admin remote bundles its own antd (see bench/README.md), so it applies the theme itself.
  return (
    <ConfigProvider theme={theme}>
      <AdminLayout>
        <Suspense fallback={<ScreenLoading />}>
          <Routes>
            <Route index element={<DashboardPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="items" element={<AdminOnlyScreen><ItemsPage /></AdminOnlyScreen>} />
            <Route path="items/add" element={<AdminOnlyScreen><AddItemPage /></AdminOnlyScreen>} />
            <Route path="items/edit" element={<AdminOnlyScreen><EditItemPage /></AdminOnlyScreen>} />
            <Route path="users" element={<AdminOnlyScreen><UsersPage /></AdminOnlyScreen>} />
            <Route path="gallery" element={<AdminOnlyScreen><GalleryPage /></AdminOnlyScreen>} />
            <Route path="audit" element={<AdminOnlyScreen><AuditPage /></AdminOnlyScreen>} />
            <Route path="versions" element={<AdminOnlyScreen><VersionsPage /></AdminOnlyScreen>} />
            <Route path="scan" element={<ScanPage />} />
            <Route path="outbox" element={<AdminOnlyScreen><OutboxPage /></AdminOnlyScreen>} />
            <Route path="*" element={<Typography.Title level={2}>Error Not Found</Typography.Title>} />
          </Routes>
        </Suspense>
      </AdminLayout>
    </ConfigProvider>
  );
}

// What the shell loads as `mfe_admin/App` for /admin/*, only after GET /api/users/ confirmed an admin.
import { ConfigProvider } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { theme } from '@rental/platform';
import { AdminLayout } from '../components/AdminLayout';
import { DashboardPage } from '../pages/DashboardPage';
import { SectionPage } from '../pages/SectionPage';

export default function AdminApp() {
  // The admin remote bundles its own antd (see bench/README.md), so it applies the theme itself.
  return (
    <ConfigProvider theme={theme}>
      <AdminLayout>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="orders" element={<SectionPage title="Orders" />} />
          <Route path="items/*" element={<SectionPage title="Items" />} />
          <Route path="users" element={<SectionPage title="Users" />} />
          <Route path="gallery" element={<SectionPage title="Gallery" />} />
          <Route path="*" element={<SectionPage title="Error Not Found" />} />
        </Routes>
      </AdminLayout>
    </ConfigProvider>
  );
}

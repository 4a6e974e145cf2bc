import type { ReactNode } from 'react';
import { Button, Layout, Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@rental/platform';

const SECTIONS = [
  { key: '/admin', label: 'Dashboard' },
  { key: '/admin/orders', label: 'Orders' },
  { key: '/admin/items', label: 'Items' },
  { key: '/admin/users', label: 'Users' },
  { key: '/admin/gallery', label: 'Gallery' },
];

export function AdminLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logout } = useAuth();
  const selected = SECTIONS.filter((s) => pathname === s.key || pathname.startsWith(`${s.key}/`)).pop()?.key ?? '/admin';
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="md" collapsedWidth={0} width={220}>
        <div style={{ padding: 16, fontWeight: 700, color: '#f5a623' }}>Rental admin</div>
        <Menu
          mode="inline"
          style={{ background: 'transparent', borderInlineEnd: 0 }}
          selectedKeys={[selected]}
          items={[
            ...SECTIONS,
            { key: 'site', label: 'Back to Site' },
            { key: 'logout', label: 'Logout' },
          ]}
          onClick={({ key }) => {
            if (key === 'site') navigate('/');
            else if (key === 'logout') {
              logout();
              navigate('/login');
            } else navigate(key);
          }}
        />
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
    </Layout>
  );
}

import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Drawer, Layout, Menu } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@rental/platform';
import { ADMIN_CSS } from './adminStyles';
import { useIsStaffOnly } from './backOfficeRole';

/** Spec §2's sidebar for admins; staff see only the order work. */
const SECTIONS = [
  { key: '/admin', label: 'Dashboard', staff: true },
  { key: '/admin/orders', label: 'Orders', staff: true },
  { key: '/admin/scan', label: 'Scan', staff: true },
  { key: '/admin/items', label: 'Items', staff: false },
  { key: '/admin/users', label: 'Users', staff: false },
  { key: '/admin/gallery', label: 'Gallery', staff: false },
];

const menuItems = (sections: typeof SECTIONS) => [
  ...sections.map(({ key, label }) => ({ key, label })),
  { type: 'divider' as const },
  { key: 'site', label: 'Back to Site' },
  { key: 'logout', label: 'Logout' },
];

function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logout } = useAuth();
  const sections = useIsStaffOnly() ? SECTIONS.filter((section) => section.staff) : SECTIONS;
  const selected = SECTIONS.filter((s) => pathname === s.key || pathname.startsWith(`${s.key}/`)).pop()?.key ?? '/admin';
  return (
    <Menu
      mode="inline"
      style={{ background: 'transparent', borderInlineEnd: 0 }}
      selectedKeys={[selected]}
      items={menuItems(sections)}
      onClick={({ key }) => {
        onNavigate?.();
        if (key === 'site') navigate('/');
        else if (key === 'logout') {
          logout();
          navigate('/login');
        } else navigate(key);
      }}
    />
  );
}

/** Spec §2's sidebar: a fixed column on desktop, a menu button and drawer on phones (switched by CSS). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Layout className="admin-shell">
      <style>{ADMIN_CSS}</style>
      <Layout.Sider className="admin-sider" width={220}>
        <nav aria-label="Admin">
          <div className="admin-brand">Rental admin</div>
          <AdminMenu />
        </nav>
      </Layout.Sider>
      <Layout>
        <header className="admin-topbar">
          <span className="admin-brand">Rental admin</span>
          <Button icon={<MenuOutlined />} aria-label="Open admin menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)} />
        </header>
        <Drawer title="Rental admin" placement="left" size={260} open={menuOpen} onClose={() => setMenuOpen(false)} styles={{ body: { padding: 0 } }}>
          <nav aria-label="Admin menu">
            <AdminMenu onNavigate={() => setMenuOpen(false)} />
          </nav>
        </Drawer>
        <Layout.Content className="admin-content">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}

import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Drawer, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router-dom';
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

/**
 * The sections as links (a navigation list, not an ARIA menu: each entry goes to a page), with
 * Back to Site and Logout below a rule. Plain elements: antd's Menu was a good part of the
 * first screen's script time on a phone's CPU for a list of eight links (bench/README.md).
 */
function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logout } = useAuth();
  const sections = useIsStaffOnly() ? SECTIONS.filter((section) => section.staff) : SECTIONS;
  const selected = SECTIONS.filter((s) => pathname === s.key || pathname.startsWith(`${s.key}/`)).pop()?.key ?? '/admin';
  return (
    <ul className="admin-menu">
      {sections.map(({ key, label }) => (
        <li key={key}>
          <Link to={key} className="admin-menu__item" aria-current={key === selected ? 'page' : undefined} onClick={onNavigate}>
            {label}
          </Link>
        </li>
      ))}
      <li className="admin-menu__rule">
        <Link to="/" className="admin-menu__item" onClick={onNavigate}>
          Back to Site
        </Link>
      </li>
      <li>
        <button
          type="button"
          className="admin-menu__item"
          onClick={() => {
            onNavigate?.();
            logout();
            navigate('/login');
          }}
        >
          Logout
        </button>
      </li>
    </ul>
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

import { useState } from 'react';
import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@rental/platform';
import { AdminLayoutView, AdminMenu, type RenderMenuLink, sectionsFor, selectedSection } from './AdminLayoutView';
import { useIsStaffOnly } from './backOfficeRole';

// discover="none": the back office's screens are in its own bundle, nothing to discover.
const routerMenuLink: RenderMenuLink = ({ to, children, ...link }) => (
  <Link to={to} discover="none" {...link}>
    {children}
  </Link>
);

/** AdminLayoutView wired to the router and the signed-in user, with the phone's menu drawer. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logout } = useAuth();
  const staffOnly = useIsStaffOnly();
  const selected = selectedSection(pathname);
  const onLogout = () => {
    logout();
    navigate('/login');
  };
  return (
    <AdminLayoutView
      staffOnly={staffOnly}
      selected={selected}
      renderLink={routerMenuLink}
      onLogout={onLogout}
      menuOpen={menuOpen}
      onOpenMenu={() => setMenuOpen(true)}
      drawer={
        <Drawer title="Rental admin" placement="left" size={260} open={menuOpen} onClose={() => setMenuOpen(false)} styles={{ body: { padding: 0 } }}>
          <nav aria-label="Admin menu">
            <AdminMenu sections={sectionsFor(staffOnly)} selected={selected} renderLink={routerMenuLink} onNavigate={() => setMenuOpen(false)} onLogout={onLogout} />
          </nav>
        </Drawer>
      }
    >
      {children}
    </AdminLayoutView>
  );
}

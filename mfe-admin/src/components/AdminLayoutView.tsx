// The admin area's page around each screen: sidebar, phone top bar and content, as plain elements
// styled by ADMIN_CSS alone (antd's Layout and Menu were a good part of the first screen's script
// time on a phone's CPU for a list of eight links: docs/bench-archive.md). AdminLayout wires it to the
// router and the signed-in user.
import type { ReactNode } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { ADMIN_CSS } from './adminStyles';

export interface AdminSection {
  key: string;
  label: string;
  /** Shown to staff too (the order work), not only to admins. */
  staff: boolean;
}

/** Spec §2's sidebar for admins; staff see only the order work. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: '/admin', label: 'Dashboard', staff: true },
  { key: '/admin/orders', label: 'Orders', staff: true },
  { key: '/admin/scan', label: 'Scan', staff: true },
  { key: '/admin/inspections', label: 'Inspections', staff: true },
  { key: '/admin/calendar', label: 'Calendar', staff: true },
  { key: '/admin/items', label: 'Items', staff: false },
  { key: '/admin/users', label: 'Users', staff: false },
  { key: '/admin/gallery', label: 'Gallery', staff: false },
  { key: '/admin/data', label: 'Data', staff: false },
];

/** The sections a user sees: staff only the order work. */
export function sectionsFor(staffOnly: boolean): readonly AdminSection[] {
  return staffOnly ? ADMIN_SECTIONS.filter((section) => section.staff) : ADMIN_SECTIONS;
}

/** The section an address belongs to: the longest key it starts with (/admin/items/edit is Items); '' for none. */
export function selectedSection(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin') return '/admin';
  // Dashboard only at /admin itself: screens outside the sidebar (Outbox, Audit, Versions) mark no entry.
  return ADMIN_SECTIONS.filter((s) => s.key !== '/admin' && (path === s.key || path.startsWith(`${s.key}/`))).pop()?.key ?? '';
}

export interface MenuLinkProps {
  to: string;
  className: string;
  'aria-current'?: 'page';
  onClick?: () => void;
  children: ReactNode;
}

/** How a menu entry's link is drawn: react-router's Link in the app, a plain anchor without a router. */
export type RenderMenuLink = (link: MenuLinkProps) => ReactNode;

/** A plain anchor with the attributes (and their order) of react-router's `<Link discover="none">`. */
export const plainMenuLink: RenderMenuLink = ({ to, className, 'aria-current': current, onClick, children }) => (
  <a className={className} aria-current={current} href={to} onClick={onClick}>
    {children}
  </a>
);

export interface AdminMenuProps {
  sections: readonly AdminSection[];
  selected: string;
  renderLink?: RenderMenuLink;
  /** After any entry is chosen (the drawer closes). */
  onNavigate?: () => void;
  onLogout?: () => void;
}

/**
 * The sections as links (a navigation list, not an ARIA menu: each entry goes to a page), with
 * Back to Site and Logout below a rule. Plain elements: antd's Menu was a good part of the
 * first screen's script time on a phone's CPU for a list of eight links (docs/bench-archive.md).
 */
export function AdminMenu({ sections, selected, renderLink = plainMenuLink, onNavigate, onLogout }: AdminMenuProps) {
  return (
    <ul className="admin-menu">
      {sections.map(({ key, label }) => (
        <li key={key}>{renderLink({ to: key, className: 'admin-menu__item', 'aria-current': key === selected ? 'page' : undefined, onClick: onNavigate, children: label })}</li>
      ))}
      <li className="admin-menu__rule">{renderLink({ to: '/', className: 'admin-menu__item', onClick: onNavigate, children: 'Back to Site' })}</li>
      <li>
        <button
          type="button"
          className="admin-menu__item"
          onClick={() => {
            onNavigate?.();
            onLogout?.();
          }}
        >
          Logout
        </button>
      </li>
    </ul>
  );
}

export interface AdminLayoutViewProps {
  /** Staff see only the order work's sections. */
  staffOnly?: boolean;
  /** The current section's key (selectedSection). */
  selected: string;
  renderLink?: RenderMenuLink;
  onLogout?: () => void;
  menuOpen?: boolean;
  onOpenMenu?: () => void;
  /** The phone's menu drawer (antd's Drawer renders nothing until opened). */
  drawer?: ReactNode;
  children: ReactNode;
}

/** Spec §2's sidebar: a fixed column on desktop, a menu button and drawer on phones (switched by CSS). */
export function AdminLayoutView({ staffOnly = false, selected, renderLink, onLogout, menuOpen = false, onOpenMenu, drawer, children }: AdminLayoutViewProps) {
  return (
    <div className="admin-shell">
      <style>{ADMIN_CSS}</style>
      <aside className="admin-sider">
        <nav aria-label="Admin">
          <div className="admin-brand">Rental admin</div>
          <AdminMenu sections={sectionsFor(staffOnly)} selected={selected} renderLink={renderLink} onLogout={onLogout} />
        </nav>
      </aside>
      <div className="admin-column">
        <header className="admin-topbar">
          <span className="admin-brand">Rental admin</span>
          <button type="button" className="admin-icon-button" aria-label="Open admin menu" aria-expanded={menuOpen} onClick={onOpenMenu}>
            <MenuOutlined />
          </button>
        </header>
        {drawer}
        <main className="admin-content">{children}</main>
      </div>
    </div>
  );
}

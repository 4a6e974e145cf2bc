import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth, useCart } from '@rental/platform';
import { isBackOfficeUser } from '../admin/backOffice';
import { useRemotes } from '../federation/useRemotes';
import { CartIcon, MenuIcon } from './NavIcons';
import { siteNav } from './navLinks';
import { NAV_BAR_CSS } from './navBarStyles';

const linkClass = (base: string) => ({ isActive }: { isActive: boolean }) => (isActive ? `${base} active` : base);

/**
 * The site's top bar: the shell's pages and the remotes' registered nav entries (navLinks.ts).
 * Built from plain elements and CSS, without antd at all (not even Button or icons): it is on
 * every page, and with no antd component in the nav bar a page whose remote uses none (the
 * catalogue) loads no antd code (docs/bench-archive.md, Lighthouse).
 */
export function NavBar() {
  const { user, isSignedIn, logout } = useAuth();
  const { count } = useCart();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const nav = siteNav(useRemotes(), { isSignedIn, isAdmin: isBackOfficeUser(user) });
  const closeMenu = () => setMenuOpen(false);
  const signOut = () => {
    closeMenu();
    logout();
    navigate('/');
  };

  useEffect(closeMenu, [pathname]);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeMenu();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <>
      <style>{NAV_BAR_CSS}</style>
      <nav className="site-nav" aria-label="Main">
        <Link to="/" className="site-nav__brand">
          Stage Rentals
        </Link>
        <div className="site-nav__links">
          {nav.bar.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass('site-nav__link')}>
              {link.label}
            </NavLink>
          ))}
        </div>
        <div className="site-nav__actions">
          <Link to="/booking" className="site-nav__cart" aria-label={`Cart, ${count} item${count === 1 ? '' : 's'}`}>
            <CartIcon />
            {count > 0 && <span className="site-nav__count">{count}</span>}
          </Link>
          <span className="site-nav__auth">
            {isSignedIn ? (
              <>
                <Link to="/account" className="site-nav__login">
                  Account
                </Link>
                <button type="button" className="site-nav__logout" onClick={signOut}>
                  Logout
                </button>
              </>
            ) : (
              <>
                <Link to="/login" className="site-nav__login">
                  Login
                </Link>
                <Link to="/register" className="site-nav__register">
                  Register
                </Link>
              </>
            )}
          </span>
          <button type="button" className="site-nav__menu-button" aria-label="Open menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            <MenuIcon />
          </button>
        </div>
      </nav>
      {/* inert while closed: hidden from assistive tech and out of the tab order (its close button too). */}
      <div className={`site-drawer${menuOpen ? ' open' : ''}`} aria-hidden={!menuOpen} inert={!menuOpen}>
        <div className="site-drawer__backdrop" onClick={closeMenu} />
        <aside className="site-drawer__panel" role="dialog" aria-label="Menu">
          <div className="site-drawer__head">
            <span>Menu</span>
            <button type="button" className="site-drawer__close" aria-label="Close menu" onClick={closeMenu}>
              ×
            </button>
          </div>
          {menuOpen && (
            <nav aria-label="Mobile">
              {nav.menu.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass('site-drawer__link')} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              ))}
              {isSignedIn ? (
                <>
                  <NavLink to="/account" className={linkClass('site-drawer__link')} onClick={closeMenu}>
                    Account
                  </NavLink>
                  <button type="button" className="site-drawer__link site-drawer__button" onClick={signOut}>
                    Logout
                  </button>
                </>
              ) : (
                <>
                  <NavLink to="/login" className={linkClass('site-drawer__link')} onClick={closeMenu}>
                    Login
                  </NavLink>
                  <NavLink to="/register" className={linkClass('site-drawer__link')} onClick={closeMenu}>
                    Register
                  </NavLink>
                </>
              )}
            </nav>
          )}
        </aside>
      </div>
    </>
  );
}

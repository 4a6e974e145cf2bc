import { useState } from 'react';
import { Badge, Button, Drawer } from 'antd';
import { MenuOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useAuth, useCart } from '@rental/platform';
import { ADMIN_LINK, BOOKING_LINK, NAV_LINKS } from './navLinks';
import { NAV_BAR_CSS } from './navBarStyles';

const linkClass = (base: string) => ({ isActive }: { isActive: boolean }) => (isActive ? `${base} active` : base);

export function NavBar() {
  const { isAdmin, isSignedIn, logout } = useAuth();
  const { count } = useCart();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const links = isAdmin ? [...NAV_LINKS, ADMIN_LINK] : [...NAV_LINKS];
  const closeMenu = () => setMenuOpen(false);
  const signOut = () => {
    closeMenu();
    logout();
    navigate('/');
  };

  return (
    <>
      <style>{NAV_BAR_CSS}</style>
      <nav className="site-nav" aria-label="Main">
        <Link to="/" className="site-nav__brand">
          Stage Rentals
        </Link>
        <div className="site-nav__links">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass('site-nav__link')}>
              {link.label}
            </NavLink>
          ))}
        </div>
        <div className="site-nav__actions">
          <Link to="/booking" className="site-nav__cart" aria-label={`Cart, ${count} item${count === 1 ? '' : 's'}`}>
            <Badge count={count} size="small" showZero={false} offset={[4, -2]}>
              <ShoppingCartOutlined style={{ fontSize: 22, color: '#e8ecf4' }} />
            </Badge>
          </Link>
          <span className="site-nav__auth" style={{ display: 'flex', gap: 8 }}>
            {isSignedIn ? (
              <Button onClick={signOut}>Logout</Button>
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
          <Button
            className="site-nav__menu-button"
            type="text"
            aria-label="Open menu"
            icon={<MenuOutlined style={{ fontSize: 20 }} />}
            onClick={() => setMenuOpen(true)}
          />
        </div>
      </nav>
      <Drawer title="Menu" placement="right" open={menuOpen} onClose={closeMenu} size={280}>
        <nav aria-label="Mobile">
          {[...links, BOOKING_LINK].map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass('site-drawer__link')} onClick={closeMenu}>
              {link.label}
            </NavLink>
          ))}
          {isSignedIn ? (
            <a className="site-drawer__link" href="/" onClick={(event) => { event.preventDefault(); signOut(); }}>
              Logout
            </a>
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
      </Drawer>
    </>
  );
}

// The nav bar's responsive rules. Plain CSS in a <style> tag: the site has no CSS pipeline, and
// media queries cost nothing at run time (antd's Grid hooks would re-render the bar on resize).
export const NAV_BAR_CSS = `
.site-nav { position: sticky; top: 0; z-index: 100; display: flex; align-items: center; gap: 24px;
  height: 64px; padding: 0 24px; background: #0e1730; border-bottom: 1px solid #1f2b4a; box-sizing: border-box; }
.site-nav__brand { color: #f5a623; font-weight: 800; font-size: 18px; letter-spacing: .3px; white-space: nowrap; text-decoration: none; }
.site-nav__links { display: flex; gap: 4px; flex: 1; }
.site-nav__link { color: #c9d2e3; padding: 8px 12px; border-radius: 8px; text-decoration: none; font-weight: 500; white-space: nowrap; }
.site-nav__link:hover { color: #fff; background: #17223d; }
.site-nav__link.active { color: #f5a623; }
.site-nav__actions { display: flex; align-items: center; gap: 8px; margin-left: auto; }
.site-nav__auth { display: flex; align-items: center; gap: 8px; }
.site-nav__cart { position: relative; color: #e8ecf4; font-size: 22px; display: inline-flex; padding: 6px 10px; }
.site-nav__cart:hover { color: #f5a623; }
.site-nav__count { position: absolute; top: 0; right: 0; min-width: 18px; height: 18px; padding: 0 5px; box-sizing: border-box;
  border-radius: 9px; background: #f5a623; color: #0b1222; font-size: 11px; font-weight: 700; line-height: 18px; text-align: center; }
.site-nav__login, .site-nav__register { padding: 6px 14px; border-radius: 8px; font-weight: 600; text-decoration: none; line-height: 20px; }
.site-nav__login { color: #e8ecf4; }
.site-nav__login:hover { background: #17223d; }
.site-nav__register { background: #f5a623; color: #0b1222; }
.site-nav__register:hover { background: #ffbb45; }
.site-nav__logout { padding: 5px 14px; border: 1px solid #2b3a5e; border-radius: 8px; background: none; color: #e8ecf4;
  font: inherit; font-weight: 600; line-height: 20px; cursor: pointer; }
.site-nav__logout:hover { border-color: #f5a623; color: #f5a623; }
.site-nav__icon { display: block; }
.site-nav__menu-button { display: none !important; align-items: center; justify-content: center; width: 40px; height: 40px;
  padding: 0; border: 0; border-radius: 8px; background: none; color: #e8ecf4; font-size: 20px; cursor: pointer; }
.site-nav__menu-button:hover { background: #17223d; }
.site-nav a:focus-visible, .site-nav button:focus-visible, .site-drawer button:focus-visible, .site-drawer a:focus-visible {
  outline: 2px solid #f5a623; outline-offset: 2px; }
.site-drawer { position: fixed; inset: 0; z-index: 1000; pointer-events: none; }
.site-drawer.open { pointer-events: auto; }
.site-drawer__backdrop { position: absolute; inset: 0; background: rgba(0, 0, 0, .55); opacity: 0; transition: opacity .2s; }
.site-drawer.open .site-drawer__backdrop { opacity: 1; }
.site-drawer__panel { position: absolute; top: 0; right: 0; bottom: 0; width: min(280px, 85vw); background: #121c33;
  box-shadow: -8px 0 24px rgba(0, 0, 0, .4); transform: translateX(100%); transition: transform .2s ease-out; padding: 8px 16px; box-sizing: border-box; }
.site-drawer.open .site-drawer__panel { transform: translateX(0); }
.site-drawer__head { display: flex; justify-content: space-between; align-items: center; height: 48px; color: #e8ecf4; font-weight: 700; font-size: 16px; }
.site-drawer__close { background: none; border: 0; color: #e8ecf4; font-size: 28px; cursor: pointer; line-height: 1; }
.site-drawer__link { display: block; width: 100%; text-align: left; padding: 12px 8px; color: #e8ecf4; font-size: 16px; text-decoration: none; border-bottom: 1px solid #1f2b4a; }
.site-drawer__link.active { color: #f5a623; }
.site-drawer__button { background: none; border: 0; border-bottom: 1px solid #1f2b4a; font: inherit; font-size: 16px; cursor: pointer; }
.site-main { max-width: 1200px; margin: 0 auto; padding: 24px; box-sizing: border-box; }
@media (min-width: 769px) and (max-width: 960px) {
  /* Signed in, an admin has seven links (My bookings, Admin): tighter spacing keeps them on one line down to 769px. */
  .site-nav { gap: 12px; padding: 0 16px; }
  .site-nav__link { padding: 8px 7px; font-size: 15px; }
}
@media (max-width: 768px) {
  .site-nav { gap: 12px; padding: 0 12px; }
  .site-nav__links, .site-nav__auth { display: none !important; }
  .site-nav__menu-button { display: inline-flex !important; }
  .site-main { padding: 16px 12px; }
}
`;

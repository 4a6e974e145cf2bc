// The nav bar's responsive rules. Plain CSS in a <style> tag: the site has no CSS pipeline and
// antd's Grid hooks would re-render the whole bar on resize.
export const NAV_BAR_CSS = `
.site-nav { position: sticky; top: 0; z-index: 100; display: flex; align-items: center; gap: 24px;
  height: 64px; padding: 0 24px; background: #0e1730; border-bottom: 1px solid #1f2b4a; }
.site-nav__brand { color: #f5a623; font-weight: 800; font-size: 18px; letter-spacing: .3px; white-space: nowrap; text-decoration: none; }
.site-nav__links { display: flex; gap: 4px; flex: 1; }
.site-nav__link { color: #c9d2e3; padding: 8px 12px; border-radius: 8px; text-decoration: none; font-weight: 500; }
.site-nav__link:hover { color: #fff; background: #17223d; }
.site-nav__link.active { color: #f5a623; }
.site-nav__actions { display: flex; align-items: center; gap: 8px; margin-left: auto; }
.site-nav__cart { color: #e8ecf4; font-size: 22px; display: inline-flex; padding: 6px 10px; }
.site-nav__login, .site-nav__register { padding: 6px 14px; border-radius: 8px; font-weight: 600; text-decoration: none; line-height: 20px; }
.site-nav__login { color: #e8ecf4; }
.site-nav__login:hover { background: #17223d; }
.site-nav__register { background: #f5a623; color: #0b1222; }
.site-nav__register:hover { background: #ffbb45; }
.site-nav__menu-button { display: none !important; }
.site-drawer__link { display: block; padding: 12px 8px; color: #e8ecf4; font-size: 16px; text-decoration: none; border-bottom: 1px solid #1f2b4a; }
.site-drawer__link.active { color: #f5a623; }
.site-main { max-width: 1200px; margin: 0 auto; padding: 24px; box-sizing: border-box; }
@media (max-width: 768px) {
  .site-nav { gap: 12px; padding: 0 12px; }
  .site-nav__links, .site-nav__auth { display: none !important; }
  .site-nav__login, .site-nav__register { padding: 6px 14px; border-radius: 8px; font-weight: 600; text-decoration: none; line-height: 20px; }
.site-nav__login { color: #e8ecf4; }
.site-nav__login:hover { background: #17223d; }
.site-nav__register { background: #f5a623; color: #0b1222; }
.site-nav__register:hover { background: #ffbb45; }
.site-nav__menu-button { display: inline-flex !important; }
  .site-main { padding: 16px 12px; }
}
`;

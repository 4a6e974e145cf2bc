import { Outlet } from 'react-router-dom';
import { NavBar } from './NavBar';

/** Every customer page: nav bar on top, the page (shell's own or a remote's) below. */
export function SiteLayout() {
  return (
    <>
      <NavBar />
      <main className="site-main">
        <Outlet />
      </main>
    </>
  );
}

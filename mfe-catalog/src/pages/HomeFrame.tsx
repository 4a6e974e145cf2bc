// The first frame of '/', declared in registration.json (`frames`): @rental/build renders it to
// static markup when the catalogue is built and puts it into mf-manifest.json, and the shell's HTML
// shows it as soon as the manifest arrives, long before the page's scripts have run. The page then
// renders the same hero (HomeHero), so nothing moves and the largest paint is this one. Static:
// no data, no store, nothing that differs between visitors.
import { MemoryRouter } from 'react-router-dom';
import { CATALOG_CSS } from '../components/catalogCss';
import { HomeHero } from './HomeHero';

export default function HomeFrame() {
  return (
    <MemoryRouter>
      <style>{CATALOG_CSS}</style>
      <div className="cat-page">
        <HomeHero />
      </div>
    </MemoryRouter>
  );
}

// The first frame of '/' (src/routes.ts `frames`) must be what the page then renders: the same
// hero, so nothing moves when React replaces it and the largest paint stays the frame's.
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { page, renderCatalog, speaker } from '../test/renderCatalog';
import { CATALOG_CSS } from '../components/catalogCss';
import { registrationOf } from '@rental/platform/routes';
import routes from '../routes';
import HomeFrame from './HomeFrame';

// The registration the build derives from the routes module (what the manifest carries).
const registration = registrationOf(routes);

function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

describe('home page first frame', () => {
  it('is registered for "/"', () => {
    expect((registration as { frames?: Record<string, string> }).frames?.['/']).toBe('./pages/HomeFrame.tsx');
  });

  it("holds the page's hero exactly as the page renders it, with the catalogue's styles", async () => {
    mockFetch({ 'GET /api/products': { body: page([speaker]) } });
    renderCatalog('/');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sound and light for every stage' });
    const pageHero = heading.closest('section')!;

    const frame = parse(renderToStaticMarkup(<HomeFrame />));
    expect(frame.querySelector('style')?.textContent).toBe(CATALOG_CSS);
    const frameHero = frame.querySelector('.cat-page > section.cat-hero');
    expect(frameHero).not.toBeNull();
    expect(frameHero!.outerHTML).toBe(pageHero.outerHTML);
    expect(pageHero.parentElement).toHaveClass('cat-page');
  });
});

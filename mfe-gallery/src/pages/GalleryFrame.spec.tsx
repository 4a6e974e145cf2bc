// The data frame of /gallery (src/routes.ts `frames`), filled from the page's first read as
// the shell's HTML fills it (@rental/build's frameFill), must draw what the page then renders from
// the same answer: its title and first cards, so nothing moves when React replaces it. Only when
// each photo was posted (the visitor's time zone) is left to the page.
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { fillFrame } from '@rental/build/frameFill';
import { PlatformProviders, createAppStore, setApiUrl } from '@rental/platform';
import type { GalleryItem } from '@rental/platform/types';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { registrationOf } from '@rental/platform/routes';
import routes from '../routes';
import GalleryFrame from './GalleryFrame';
import GalleryPage, { FIRST_CARDS } from './GalleryPage';

// The registration the build derives from the routes module (what the manifest carries).
const registration = registrationOf(routes);

const photo = (n: number, category = n % 2 ? 'weddings' : 'concerts'): GalleryItem => ({
  _id: String(100 - n),
  imageUrl: `http://localhost:3000/uploads/gallery/event-${n}.webp`,
  description: `Event <${n}> & "lights"`,
  category,
  createdAt: new Date(Date.UTC(2026, 10, 30 - n, 12, 0)).toISOString(),
});

/** Markup to compare, attributes in one order (React's client sets an img's src last), without the posting time. */
function same(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('time').forEach((time) => time.remove());
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    const attributes = [...node.attributes].sort((a, b) => a.name.localeCompare(b.name));
    attributes.forEach((a) => node.removeAttribute(a.name));
    attributes.forEach((a) => node.setAttribute(a.name, a.value));
  }
  return copy.outerHTML;
}

it("is registered with the read that fills it, and draws the page's title and first cards from the same answer, and the others' outline", async () => {
  const { frames, preload } = registration as { frames: Record<string, string>; preload: Record<string, string[]> };
  expect(frames['/gallery']).toBe('./pages/GalleryFrame.tsx');
  expect(preload['/gallery']).toHaveLength(1);

  const answer = { data: [photo(1, ''), photo(2), photo(3)], pagination: { page: 1, limit: 20, total: 3, totalPages: 1 } };
  mockFetch({ 'GET /api/gallery': { body: answer } });
  setApiUrl('http://localhost:3000');
  render(
    <PlatformProviders store={createAppStore()}>
      <MemoryRouter initialEntries={['/gallery']}>
        <GalleryPage />
      </MemoryRouter>
    </PlatformProviders>,
  );
  await screen.findByRole('list', { name: 'Photos, page 1' });

  const holder = document.createElement('div');
  holder.innerHTML = fillFrame(renderToStaticMarkup(<GalleryFrame />), answer)!;
  const frameCards = [...holder.querySelectorAll('.gallery-grid > li:not(.gallery-card--placeholder)')];
  const pageCards = [...document.body.querySelectorAll('.gallery-grid > li')];
  expect(frameCards).toHaveLength(FIRST_CARDS);
  expect(holder.querySelectorAll('.gallery-grid > li.gallery-card--placeholder')).toHaveLength(answer.data.length - FIRST_CARDS);
  frameCards.forEach((card, i) => expect(same(card)).toBe(same(pageCards[i])));
  expect(frameCards[0].querySelector('.gallery-category')).toHaveTextContent('general');
  for (const selector of ['h1.gallery__title', '.gallery__lead']) expect(same(holder.querySelector(selector)!)).toBe(same(document.body.querySelector(selector)!));
});

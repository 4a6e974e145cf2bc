// The first frame of /gallery, filled from the page's first read (GET /api/gallery?page=1&limit=20,
// registration.json: `frames` and `preload`) by the shell's HTML before any script runs. @rental/build
// renders it once, when the gallery is built, with {{…}} placeholders (packages/build/src/frameFill.js):
// the page's title and its first cards (GalleryCard itself), whose pictures are what a phone paints
// first, and the outline of the page's other cards (PlaceholderCard): their pictures (WebP photos,
// larger than the catalogue's) would otherwise be asked for at once too and slow the first ones. When each photo was posted (shown in the visitor's time zone) comes with the page.
import type { GalleryItem } from '@rental/platform/types';
import { GalleryCard, PlaceholderCard } from '../components/GalleryCard';
import { GALLERY_CSS } from '../components/galleryStyles';
import { FIRST_CARDS } from './GalleryPage';

/** A photo whose fields are placeholders; a photo without a category shows 'general', as on the page. */
const PHOTO: GalleryItem = {
  _id: '{{_id}}',
  imageUrl: '{{imageUrl}}',
  description: '{{description}}',
  category: '{{#category}}{{category}}{{/category}}{{^category}}general{{/category}}',
  createdAt: '',
};

const ignore = () => {};

export default function GalleryFrame() {
  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <style>{GALLERY_CSS}</style>
      <h1 className="gallery__title" id="gallery-title" tabIndex={-1}>
        Gallery
      </h1>
      <p className="gallery__lead">Photos from events our gear has lit and amplified.</p>
      <ul className="gallery-grid" aria-label="Photos, page 1">
        {`{{#data|first:${FIRST_CARDS}}}`}
        <GalleryCard item={PHOTO} first canDelete={false} onOpen={ignore} onDelete={ignore} openButtonRef={ignore} />
        {`{{/data}}{{#data|after:${FIRST_CARDS}}}`}
        <PlaceholderCard />
        {'{{/data}}'}
      </ul>
    </section>
  );
}

import { PLACEHOLDER_IMAGE, Picture, repairImageUrl } from '@rental/platform/images';

interface Props {
  url: string;
  alt: string;
  className: string;
  /** Cards load lazily; the viewer's photo is wanted at once. */
  lazy?: boolean;
  /** The first cards, what a phone shows first: fetched at once, ahead of other requests. */
  first?: boolean;
}

/**
 * A gallery photo: the address repaired (spec §9), its box reserved by width/height and the CSS
 * aspect ratio so the grid never jumps while pictures arrive, and the logo when it cannot load.
 */
export function GalleryImage({ url, alt, className, lazy = true, first = false }: Props) {
  return (
    <Picture
      className={className}
      src={repairImageUrl(url) || PLACEHOLDER_IMAGE}
      alt={alt}
      width={1200}
      height={800}
      lazy={lazy && !first}
      fetchPriority={first ? 'high' : undefined}
    />
  );
}

import { useState } from 'react';
import { PLACEHOLDER_IMAGE, repairImageUrl } from '@rental/platform';

interface Props {
  url: string;
  alt: string;
  className: string;
  /** Cards load lazily; the viewer's photo is wanted at once. */
  lazy?: boolean;
}

/**
 * A gallery photo: the address repaired (spec §9), its box reserved by width/height and the CSS
 * aspect ratio so the grid never jumps while pictures arrive, and the logo when it cannot load.
 */
export function GalleryImage({ url, alt, className, lazy = true }: Props) {
  const wanted = repairImageUrl(url) || PLACEHOLDER_IMAGE;
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <img
      className={className}
      src={failed === wanted ? PLACEHOLDER_IMAGE : wanted}
      alt={alt}
      width={1200}
      height={800}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailed(wanted)}
    />
  );
}

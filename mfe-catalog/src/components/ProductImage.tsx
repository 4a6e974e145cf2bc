import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '@rental/platform';

/**
 * A product picture in a box whose size is set by CSS (aspect ratio), so the page does not move
 * when it arrives. Off-screen pictures wait until scrolled near; a broken address shows the logo.
 */
export function ProductImage({ src, alt, eager = false }: { src: string; alt: string; eager?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <img
      src={failed === src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={400}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}

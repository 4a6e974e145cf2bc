import { Picture } from '@rental/platform/images';

/**
 * A product picture in a box whose size is set by CSS (aspect ratio), so the page does not move
 * when it arrives. Off-screen pictures wait until scrolled near; the first row (`eager`) loads at once,
 * ahead of other requests (it is what a phone shows first); a broken address shows the logo.
 */
export function ProductImage({ src, alt, eager = false }: { src: string; alt: string; eager?: boolean }) {
  return <Picture src={src} alt={alt} width={400} height={300} lazy={!eager} fetchPriority={eager ? 'high' : undefined} />;
}

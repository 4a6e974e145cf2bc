import { useState } from 'react';
import type { ImgHTMLAttributes } from 'react';
import { useHydrated } from '../hydration/useHydrated';
import { PLACEHOLDER_IMAGE } from './images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'loading' | 'onError'> & {
  src: string;
  /** The picture's own size: with a CSS aspect ratio it reserves the box, so nothing moves when it arrives. */
  width: number;
  height: number;
  /**
   * Off-screen pictures wait until scrolled near (the default); the one a page is about loads at once.
   * In a page the shell server rendered, a lazy picture has no address until the page is hydrated:
   * on a slow line the browser's lazy loading reaches thousands of pixels down and would fetch every
   * card's picture alongside the page's code, slowing the moment the page works.
   */
  lazy?: boolean;
};

/** A picture that shows the shop's logo instead of a broken image when its address cannot be loaded. */
export function Picture({ src, lazy = true, alt, ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const hydrated = useHydrated();
  return (
    <img
      {...rest}
      src={lazy && !hydrated ? undefined : failed === src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}

import { useState } from 'react';
import type { ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from './images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'loading' | 'onError'> & {
  src: string;
  /** The picture's own size: with a CSS aspect ratio it reserves the box, so nothing moves when it arrives. */
  width: number;
  height: number;
  /** Off-screen pictures wait until scrolled near (the default); the one a page is about loads at once. */
  lazy?: boolean;
};

/** A picture that shows the shop's logo instead of a broken image when its address cannot be loaded. */
export function Picture({ src, lazy = true, alt, ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <img
      {...rest}
      src={failed === src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}

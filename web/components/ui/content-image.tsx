import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'alt' | 'width' | 'height' | 'src'> & {
  src: string;
  /** What the picture shows; '' for a purely decorative picture. */
  alt: string;
  width: number;
  height: number;
  /** The picture is in the first screen: load it at once rather than lazily. */
  eager?: boolean;
};

/**
 * A content picture with its intrinsic size set (no layout shift) and lazy loading below the first
 * screen. CSS scales it; the width and height give the browser its aspect ratio before it loads.
 */
export function ContentImage({ eager = false, alt, ...rest }: Props) {
  return (
    <img
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'auto' : 'async'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      {...rest}
    />
  );
}

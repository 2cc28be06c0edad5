// A block's picture that loads when a tenth of it comes into view (spec §9: lazy-load threshold
// 0.1): the blocks script (app/islands/blocks/lazy-images.ts) gives it its src then. Without a
// script the <noscript> copy shows instead (the no-js class hides the empty one), and the
// browser's own lazy loading applies. With the picture's width and height the empty image already
// takes the picture's shape, so nothing below it moves when it loads.

export interface LazyImageProps {
  src: string;
  alt: string;
  className?: string;
  width?: number | undefined;
  height?: number | undefined;
}

export function LazyImage({ src, alt, className, width, height }: LazyImageProps) {
  const size = width !== undefined && height !== undefined ? { width, height } : {};
  return (
    <>
      <img className={className === undefined ? "lazy-image" : `lazy-image ${className}`} data-lazy-src={src} alt={alt} decoding="async" {...size} />
      <noscript>
        <img className={className} src={src} alt={alt} loading="lazy" decoding="async" {...size} />
      </noscript>
    </>
  );
}

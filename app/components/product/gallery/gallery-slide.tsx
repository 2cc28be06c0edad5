import { useEffect, useRef, useState } from "react";
import { t } from "../../../i18n/t.ts";
import type { GalleryImage } from "./gallery-images.ts";
import { useHoverZoom } from "./use-hover-zoom.ts";

// One picture of the main slider: a link to the original (it opens without JavaScript), which
// opens the lightbox with JavaScript, zooms under the pointer, and says so when it cannot load.

export interface GallerySlideProps {
  image: GalleryImage;
  position: number;
  count: number;
  /** The first picture is the page's main image: load it at once. */
  eager: boolean;
  onOpen: () => void;
  onZoomChange: (zoomed: boolean) => void;
}

export function GallerySlide({ image, position, count, eager, onOpen, onZoomChange }: GallerySlideProps) {
  const [broken, setBroken] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  const overlayRef = useRef<HTMLSpanElement>(null);
  const zoom = useHoverZoom(image, onZoomChange, overlayRef);

  // An image that failed before React hydrated fired its error event to nobody.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src")) setBroken(true);
  }, []);

  if (broken) {
    return (
      <div className="product-gallery__error">
        <p>
          {t("gallery.imageLoadError")} <a href={image.fullSrc}>{t("gallery.openImageFile")}</a>
        </p>
      </div>
    );
  }

  return (
    <>
      <a
        href={image.fullSrc}
        className={`product-gallery__image-link${zoom.zoomed ? " is-zoomed" : ""}`}
        onClick={(event) => {
          if (zoom.handleTap(event)) return;
          event.preventDefault();
          onOpen();
        }}
        {...zoom.handlers}
      >
        <img
          ref={imgRef}
          src={image.src}
          srcSet={image.srcset || undefined}
          sizes={image.srcset ? image.sizes : undefined}
          width={image.width}
          height={image.height}
          alt={image.alt}
          title={image.title || undefined}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
          draggable={false}
          onError={() => setBroken(true)}
        />
        <span
          ref={overlayRef}
          className="product-gallery__zoom"
          aria-hidden="true"
          style={zoom.zoomed ? { backgroundImage: `url("${image.fullSrc}")`, backgroundSize: `${image.fullWidth}px ${image.fullHeight}px` } : undefined}
        />
        <span className="visually-hidden">{t("gallery.enlargeImage", position, count)}</span>
      </a>
      {zoom.failed && (
        <p className="product-gallery__zoom-error" role="status">
          {t("gallery.zoomLoadError")}
        </p>
      )}
    </>
  );
}

import { useCallback, useEffect, useRef, useState, type CSSProperties } from "react";
import { t } from "../../../i18n/t.ts";
import { useLightbox } from "../lightbox/use-lightbox.ts";
import { GALLERY_SLIDE_MS, GALLERY_SLIDE_SETTLED_FRACTION } from "../product-constants.ts";
import { emblaDurationFor } from "./embla-duration.ts";
import type { GalleryImage } from "./gallery-images.ts";
import { GallerySlide } from "./gallery-slide.tsx";
import { useDeferredEmbla } from "./use-deferred-embla.ts";
import { GalleryThumbnails } from "./gallery-thumbnails.tsx";

// The product gallery: an Embla slider (500 ms slides; no autoplay plugin, so it never moves on its
// own), thumbnails, hover zoom and the lightbox. Server-rendered as plain images in a row; without JavaScript the row scrolls.

const SLIDE_DURATION = emblaDurationFor(GALLERY_SLIDE_MS, GALLERY_SLIDE_SETTLED_FRACTION);

// Embla's duration 0 jumps; shoppers who asked their system for less motion get that.
function slideDuration(): number {
  const reduce = typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return reduce ? 0 : SLIDE_DURATION;
}

export interface ProductGalleryProps {
  images: readonly GalleryImage[];
  /** The slide to show after `showToken` changes (a variation with another image, or a reset). */
  activeIndex: number;
  showToken: string;
  onSale: boolean;
}

const slideId = (index: number) => `product-image-${index + 1}`;

// The frame takes the main picture's shape, and every picture fits inside it (product.css): a
// picture of another shape is centred in the frame instead of leaving an empty band below the
// shorter ones, and the page below never moves when the slide changes (docs/decisions/011).
function frameStyle(images: readonly GalleryImage[]): CSSProperties | undefined {
  const main = images[0];
  return main !== undefined && main.width > 0 && main.height > 0 ? { aspectRatio: `${main.width} / ${main.height}` } : undefined;
}

export function ProductGallery({ images, activeIndex, showToken, onSale }: ProductGalleryProps) {
  const zoomed = useRef(false);
  const { viewportRef, embla, scrollTo, wake } = useDeferredEmbla({
    loop: false,
    duration: slideDuration(),
    // A zoomed picture pans under the finger instead of sliding away.
    watchDrag: () => !zoomed.current,
  });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  // A new variation image (or a reset) moves to its slide; the first render keeps the first slide.
  const shownToken = useRef(showToken);
  useEffect(() => {
    if (shownToken.current === showToken) return;
    shownToken.current = showToken;
    scrollTo(activeIndex);
  }, [activeIndex, scrollTo, showToken]);

  const goTo = useCallback((index: number) => scrollTo(index), [scrollTo]);
  // The slider follows the lightbox so closing it returns to the picture last seen.
  const followLightbox = useCallback((index: number) => scrollTo(index, true), [scrollTo]);
  const openLightbox = useLightbox(images, followLightbox);
  const onZoomChange = useCallback((isZoomed: boolean) => {
    zoomed.current = isZoomed;
  }, []);

  if (images.length === 0) {
    return (
      <div className="product-gallery product-gallery--empty">
        <div className="product-gallery__placeholder" aria-hidden="true" />
      </div>
    );
  }

  return (
    <section className="product-gallery" aria-roledescription={t("gallery.carousel")} aria-label={t("gallery.label")}>
      {onSale && <span className="onsale">{t("price.sale")}</span>}
      <div
        className="product-gallery__viewport"
        ref={viewportRef}
        style={frameStyle(images)}
        data-native-scroll={embla === undefined || undefined}
        onPointerEnter={wake}
        onPointerDown={wake}
        onTouchStart={wake}
        onScroll={wake}
        onFocus={wake}
      >
        <div className="product-gallery__container">
          {images.map((image, index) => (
            <div
              key={image.key}
              id={slideId(index)}
              className="product-gallery__slide"
              role="group"
              aria-roledescription={t("gallery.slideRole")}
              aria-label={t("gallery.slide", index + 1, images.length)}
              // Off-screen slides leave the tab order once the slider runs (all stay reachable without it).
              inert={embla !== undefined && index !== selected}
            >
              <GallerySlide
                image={image}
                position={index + 1}
                count={images.length}
                eager={index === 0}
                onOpen={() => openLightbox(index)}
                onZoomChange={onZoomChange}
              />
            </div>
          ))}
        </div>
      </div>
      <button type="button" className="product-gallery__trigger" onClick={() => openLightbox(selected)}>
        <span aria-hidden="true">⤢</span>
        <span className="visually-hidden">{t("gallery.openLightbox")}</span>
      </button>
      {images.length > 1 && <GalleryThumbnails images={images} selected={selected} slideId={slideId} onSelect={goTo} />}
    </section>
  );
}

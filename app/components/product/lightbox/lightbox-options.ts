import type { PhotoSwipeOptions, SlideData } from "photoswipe";
import { t } from "../../../i18n/t.ts";
import type { GalleryImage } from "../gallery/gallery-images.ts";
import { specLightboxSettings } from "./spec-lightbox-settings.ts";
import {
  LIGHTBOX_FIT_CONTROLS_BAR_PX,
  LIGHTBOX_FIT_CONTROLS_CAPTION_PX,
  LIGHTBOX_FIT_CONTROLS_MIN_WIDTH_PX,
  LIGHTBOX_VERTICAL_DRAG_CLOSE_OPACITY,
} from "../product-constants.ts";

// PhotoSwipe settings from spec §9. Only `import type` from photoswipe here: the library itself is
// loaded on the first opening so it stays out of the page's initial JavaScript.

export interface LightboxSlide extends SlideData {
  caption: string;
}

export function lightboxSlides(images: readonly GalleryImage[]): LightboxSlide[] {
  return images.map((image) => ({
    src: image.fullSrc,
    width: image.fullWidth,
    height: image.fullHeight,
    msrc: image.src,
    alt: image.alt,
    caption: image.caption,
  }));
}

/** On wide screens the picture sits between the top bar and the caption instead of under them. */
export function fitControlsPadding(viewportWidth: number): { top: number; bottom: number; left: number; right: number } {
  if (viewportWidth < LIGHTBOX_FIT_CONTROLS_MIN_WIDTH_PX) return { top: 0, bottom: 0, left: 0, right: 0 };
  return { top: LIGHTBOX_FIT_CONTROLS_BAR_PX, bottom: LIGHTBOX_FIT_CONTROLS_CAPTION_PX, left: 0, right: 0 };
}

export function lightboxOptions(slides: LightboxSlide[], index: number): PhotoSwipeOptions {
  return {
    dataSource: slides,
    index,
    ...specLightboxSettings(slides.length),
    doubleTapAction: "zoom",
    paddingFn: (viewportSize) => fitControlsPadding(viewportSize.x),
    errorMsg: t("gallery.imageLoadError"),
    closeTitle: t("lightbox.close"),
    zoomTitle: t("lightbox.zoom"),
    arrowPrevTitle: t("lightbox.previous"),
    arrowNextTitle: t("lightbox.next"),
  };
}

/** PhotoSwipe 4's drag-to-close (WooCommerce's lightbox): a vertical drag that faded the backdrop far enough closes. */
export function shouldCloseAfterVerticalDrag(backdropOpacity: number): boolean {
  return backdropOpacity < LIGHTBOX_VERTICAL_DRAG_CLOSE_OPACITY;
}

import type { PhotoSwipeOptions } from "photoswipe";
import {
  LIGHTBOX_HIDE_MS,
  LIGHTBOX_LOADING_INDICATOR_DELAY_MS,
  LIGHTBOX_MAX_ZOOM,
  LIGHTBOX_MIN_ITEMS_TO_LOOP,
  LIGHTBOX_PRELOAD_EACH_SIDE,
  LIGHTBOX_SHOW_MS,
  LIGHTBOX_SPACING,
} from "../product-constants.ts";

// Spec §9's PhotoSwipe settings that every lightbox of the shop shares (the product gallery's and
// the gallery blocks'). No words here: the blocks script must not bundle the shared catalogue, so
// each caller adds its own titles.

/** Looping from the last picture to the first only with enough pictures to make it feel like one. */
export function shouldLoop(count: number): boolean {
  return count >= LIGHTBOX_MIN_ITEMS_TO_LOOP;
}

export function specLightboxSettings(slideCount: number): PhotoSwipeOptions {
  return {
    showAnimationDuration: LIGHTBOX_SHOW_MS,
    hideAnimationDuration: LIGHTBOX_HIDE_MS,
    showHideAnimationType: "fade",
    preloaderDelay: LIGHTBOX_LOADING_INDICATOR_DELAY_MS,
    spacing: LIGHTBOX_SPACING,
    maxZoomLevel: LIGHTBOX_MAX_ZOOM,
    preload: [LIGHTBOX_PRELOAD_EACH_SIDE, LIGHTBOX_PRELOAD_EACH_SIDE],
    loop: shouldLoop(slideCount),
    closeOnVerticalDrag: true,
    trapFocus: true,
    returnFocus: true,
    indexIndicatorSep: " / ",
  };
}

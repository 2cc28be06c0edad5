import PhotoSwipe, { type SlideData } from "photoswipe";
import "photoswipe/style.css";
import { focusAndAnswerEscapeWhileOpening } from "../../../components/product/lightbox/focus-while-opening.ts";
import { galleryHash, parseGalleryHash, withHash } from "../../../components/product/lightbox/lightbox-hash.ts";
import {
  LIGHTBOX_HIDE_MS,
  LIGHTBOX_LOADING_INDICATOR_DELAY_MS,
  LIGHTBOX_MAX_ZOOM,
  LIGHTBOX_MIN_ITEMS_TO_LOOP,
  LIGHTBOX_PRELOAD_EACH_SIDE,
  LIGHTBOX_SHOW_MS,
  LIGHTBOX_SPACING,
} from "../../../components/product/product-constants.ts";
import { fadeIdleControls } from "./gallery-idle-controls.ts";
import type { GalleryLightboxWords } from "./gallery-words.ts";

// PhotoSwipe for a gallery block, with spec §9's settings (the product page's constants): a chunk of
// the blocks build of its own, loaded on the first opening. The address fragment follows the
// picture shown, and goes back to what it was when the lightbox closes.

function slides(links: readonly HTMLAnchorElement[]): SlideData[] {
  return links.map((link) => {
    const thumbnail = link.querySelector("img");
    return {
      src: link.href,
      width: Number(link.dataset.pswpWidth),
      height: Number(link.dataset.pswpHeight),
      msrc: thumbnail?.currentSrc ?? link.href,
      alt: thumbnail?.alt ?? "",
      element: link,
      thumbCropped: false,
    };
  });
}

function replaceHash(hash: string): void {
  window.history.replaceState(window.history.state, "", withHash(window.location.href, hash));
}

export function openGalleryLightbox(gallery: HTMLElement, links: readonly HTMLAnchorElement[], index: number): PhotoSwipe {
  const words = JSON.parse(gallery.dataset.lightboxWords ?? "{}") as GalleryLightboxWords;
  const galleryId = Number(gallery.dataset.gallery);
  const pswp = new PhotoSwipe({
    dataSource: slides(links),
    index,
    showAnimationDuration: LIGHTBOX_SHOW_MS,
    hideAnimationDuration: LIGHTBOX_HIDE_MS,
    showHideAnimationType: "fade",
    preloaderDelay: LIGHTBOX_LOADING_INDICATOR_DELAY_MS,
    spacing: LIGHTBOX_SPACING,
    maxZoomLevel: LIGHTBOX_MAX_ZOOM,
    preload: [LIGHTBOX_PRELOAD_EACH_SIDE, LIGHTBOX_PRELOAD_EACH_SIDE],
    loop: links.length >= LIGHTBOX_MIN_ITEMS_TO_LOOP,
    closeOnVerticalDrag: true,
    trapFocus: true,
    returnFocus: true,
    indexIndicatorSep: " / ",
    closeTitle: words.close,
    zoomTitle: words.zoom,
    arrowPrevTitle: words.previous,
    arrowNextTitle: words.next,
    errorMsg: words.loadError.replace("%s", String(index + 1)),
  });
  // An address that opened the lightbox (#&gid=…) is not put back on close: it would reopen it.
  const hashBefore = parseGalleryHash(window.location.hash) === null ? window.location.hash : "";
  pswp.addFilter("contentErrorElement", (element, content) => {
    element.textContent = words.loadError.replace("%s", String(content.index + 1));
    return element;
  });
  pswp.on("change", () => replaceHash(galleryHash({ galleryId, index: pswp.currIndex })));
  pswp.on("close", () => replaceHash(hashBefore));
  fadeIdleControls(pswp);
  focusAndAnswerEscapeWhileOpening(pswp);
  pswp.init();
  pswp.element?.setAttribute("aria-label", words.label);
  pswp.element?.setAttribute("aria-modal", "true");
  return pswp;
}

import PhotoSwipe, { type SlideData } from "photoswipe";
import "photoswipe/style.css";
import { focusAndAnswerEscapeWhileOpening } from "../../../components/product/lightbox/focus-while-opening.ts";
import { galleryHash, parseGalleryHash, withHash } from "../../../components/product/lightbox/lightbox-hash.ts";
import { specLightboxSettings } from "../../../components/product/lightbox/spec-lightbox-settings.ts";
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
    ...specLightboxSettings(links.length),
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

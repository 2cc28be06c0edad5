import type PhotoSwipe from "photoswipe";
import { t } from "../../../i18n/t.ts";
import type { GalleryImage } from "../gallery/gallery-images.ts";
import { LIGHTBOX_GALLERY_ID } from "../product-constants.ts";
import { ControlsIdleTimer } from "./controls-idle.ts";
import { focusAndAnswerEscapeWhileOpening } from "./focus-while-opening.ts";
import { registerLightboxControls } from "./lightbox-controls.ts";
import { galleryHash, parseGalleryHash, withHash } from "./lightbox-hash.ts";
import { watchActivity } from "./watch-activity.ts";
import { lightboxOptions, lightboxSlides, shouldCloseAfterVerticalDrag } from "./lightbox-options.ts";

// Opens the product gallery's lightbox. PhotoSwipe and its stylesheet are imported here, on the first
// opening, so neither is part of the product page's initial JavaScript.

export interface OpenLightboxOptions {
  images: readonly GalleryImage[];
  index: number;
  /** Called as the lightbox starts closing, with the picture it was on. */
  onClose: (index: number) => void;
}

// React Router keeps its own entry in history.state; replacing the address must carry it over.
function replaceHash(hash: string): void {
  window.history.replaceState(window.history.state, "", withHash(window.location.href, hash));
}

// §8: the failure notice links to the picture itself, so the shopper can still try to open it.
function loadErrorElement(src: string | undefined): HTMLElement {
  const message = document.createElement("div");
  message.className = "pswp__error-msg";
  message.append(t("gallery.imageLoadError"));
  if (src) {
    const link = document.createElement("a");
    link.href = src;
    link.textContent = t("gallery.openImageFile");
    message.append(" ", link);
  }
  return message;
}

export async function openLightbox({ images, index, onClose }: OpenLightboxOptions): Promise<PhotoSwipe> {
  const [{ default: PhotoSwipeClass }] = await Promise.all([import("photoswipe"), import("photoswipe/style.css")]);
  const slides = lightboxSlides(images);
  const pswp = new PhotoSwipeClass(lightboxOptions(slides, index));
  // An address that opened the lightbox (#&gid=…) is not put back on close: it would reopen it.
  const hashBefore = parseGalleryHash(window.location.hash) === null ? window.location.hash : "";
  const idle = new ControlsIdleTimer((isIdle) => {
    if (pswp.isOpen && !pswp.isDestroying) pswp.element?.classList.toggle("pswp--ui-visible", !isIdle);
  });

  pswp.on("uiRegister", () => registerLightboxControls(pswp, slides, idle));
  pswp.addFilter("contentErrorElement", (_element, content) => loadErrorElement(typeof content.data.src === "string" ? content.data.src : undefined));
  pswp.on("bindEvents", () => watchActivity(pswp, idle));
  pswp.on("change", () => replaceHash(galleryHash({ galleryId: LIGHTBOX_GALLERY_ID, index: pswp.currIndex })));
  pswp.on("pointerUp", () => {
    if (pswp.gestures.isDragging && pswp.gestures.dragAxis === "y" && shouldCloseAfterVerticalDrag(pswp.bgOpacity)) pswp.close();
  });
  pswp.on("close", () => {
    idle.stop();
    replaceHash(hashBefore);
    if (document.fullscreenElement) document.exitFullscreen().catch((error: unknown) => console.warn("Leaving fullscreen failed", error));
    onClose(pswp.currIndex);
  });
  pswp.on("destroy", () => idle.stop());

  focusAndAnswerEscapeWhileOpening(pswp);
  pswp.init();
  pswp.element?.setAttribute("aria-label", t("lightbox.label"));
  pswp.element?.setAttribute("aria-modal", "true");
  return pswp;
}

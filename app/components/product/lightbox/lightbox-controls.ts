import type PhotoSwipe from "photoswipe";
import { t } from "../../../i18n/t.ts";
import type { ControlsIdleTimer } from "./controls-idle.ts";
import type { LightboxSlide } from "./lightbox-options.ts";
import { sharePopupFeatures, shareLinks } from "./share-links.ts";

// The parts WooCommerce's PhotoSwipe skin has and PhotoSwipe 5 leaves to us: a share panel, a
// fullscreen toggle and captions. Built with DOM calls because PhotoSwipe owns this markup.

const SHARE_PANEL_ID = "pswp-share-panel";
const ICON_SIZE = 32;

/** PhotoSwipe's icon format: the path drawn once as a shadow outline (by id) and once filled. */
function icon(name: string, path: string): { isCustomSVG: boolean; inner: string; outlineID: string; size: number } {
  const id = `pswp__icn-${name}`;
  return { isCustomSVG: false, inner: `<path d="${path}" id="${id}"/>`, outlineID: id, size: ICON_SIZE };
}

const SHARE_ICON = "M22 9a3 3 0 1 1-2.8 4l-6.5 3.3a3 3 0 0 1 0 1.4l6.5 3.3A3 3 0 1 1 18.5 22l-6.5-3.3a3 3 0 1 1 0-5.4l6.5-3.3A3 3 0 0 1 22 9Z";
const FULLSCREEN_ICON = "M8 8h6v2h-4v4H8V8Zm10 0h6v6h-2v-4h-4V8ZM8 18h2v4h4v2H8v-6Zm14 0h2v6h-6v-2h4v-4Z";

function currentSlide(pswp: PhotoSwipe, slides: readonly LightboxSlide[]): LightboxSlide | undefined {
  return slides[pswp.currIndex];
}

function registerShare(pswp: PhotoSwipe, slides: readonly LightboxSlide[], idle: ControlsIdleTimer): void {
  const panel = document.createElement("div");
  panel.id = SHARE_PANEL_ID;
  panel.className = "pswp__share-panel pswp__hide-on-close";
  panel.hidden = true;
  let shareButton: HTMLElement | null = null;

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    shareButton?.setAttribute("aria-expanded", String(open));
    idle.hold("share", open);
  };

  const fill = () => {
    const slide = currentSlide(pswp, slides);
    const links = shareLinks(window.location.href, new URL(slide?.src ?? "", window.location.href).href, slide?.caption || slide?.alt || document.title);
    panel.replaceChildren(
      ...links.map((link) => {
        const anchor = document.createElement("a");
        anchor.href = link.href;
        anchor.textContent = t(link.label);
        anchor.className = `pswp__share--${link.id}`;
        if (link.download) {
          anchor.download = "";
        } else {
          anchor.target = "_blank";
          anchor.rel = "noopener noreferrer";
          anchor.addEventListener("click", (event) => {
            event.preventDefault();
            window.open(link.href, "pswp_share", sharePopupFeatures(window.screen.width));
            setOpen(false);
          });
        }
        return anchor;
      }),
    );
  };

  pswp.ui?.registerElement({
    name: "share-button",
    order: 8,
    isButton: true,
    title: t("lightbox.share"),
    html: icon("share", SHARE_ICON),
    onInit: (element) => {
      shareButton = element;
      element.setAttribute("aria-controls", SHARE_PANEL_ID);
      element.setAttribute("aria-expanded", "false");
      pswp.element?.append(panel);
      pswp.on("change", () => {
        fill();
        setOpen(false);
      });
    },
    onClick: () => {
      fill();
      setOpen(panel.hidden);
    },
  });
}

function registerFullscreen(pswp: PhotoSwipe): void {
  pswp.ui?.registerElement({
    name: "fullscreen-button",
    order: 9,
    isButton: true,
    title: t("lightbox.fullscreen"),
    html: icon("fullscreen", FULLSCREEN_ICON),
    onInit: (element) => {
      // iPhone Safari has no Fullscreen API for elements: no button rather than one that does nothing.
      if (!document.fullscreenEnabled) element.hidden = true;
      element.setAttribute("aria-pressed", "false");
      pswp.events.add(document, "fullscreenchange", () => element.setAttribute("aria-pressed", String(document.fullscreenElement !== null)));
    },
    onClick: () => {
      const request = document.fullscreenElement ? document.exitFullscreen() : pswp.element?.requestFullscreen();
      request?.catch((error: unknown) => console.warn("Fullscreen was refused", error));
    },
  });
}

function registerCaption(pswp: PhotoSwipe, slides: readonly LightboxSlide[]): void {
  pswp.ui?.registerElement({
    name: "custom-caption",
    order: 9,
    isButton: false,
    appendTo: "root",
    className: "pswp__custom-caption pswp__hide-on-close",
    onInit: (element) => {
      pswp.on("change", () => {
        const caption = currentSlide(pswp, slides)?.caption ?? "";
        element.textContent = caption;
        element.hidden = caption === "";
      });
    },
  });
}

export function registerLightboxControls(pswp: PhotoSwipe, slides: readonly LightboxSlide[], idle: ControlsIdleTimer): void {
  registerShare(pswp, slides, idle);
  registerFullscreen(pswp);
  registerCaption(pswp, slides);
}

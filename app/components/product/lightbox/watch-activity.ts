import type PhotoSwipe from "photoswipe";
import type { ControlsIdleTimer } from "./controls-idle.ts";

// What counts as activity in an open PhotoSwipe lightbox (spec §4, §9), for the product gallery's
// lightbox and the gallery blocks' alike: pointer and keys wake the controls, the pointer leaving
// the window shortens their idle time, and keyboard focus on a control holds them shown.

export function watchActivity(pswp: PhotoSwipe, idle: ControlsIdleTimer): void {
  const root = pswp.element;
  if (!root) return;
  const wake = () => idle.activity();
  pswp.events.add(root, "pointermove", wake);
  pswp.events.add(root, "pointerdown", wake);
  pswp.events.add(document, "keydown", wake);
  pswp.events.add(document, "mouseout", (event) => {
    if (event instanceof MouseEvent && event.relatedTarget === null) idle.pointerLeft();
  });
  // Keyboard focus on a control keeps the controls shown; a mouse click's focus does not.
  pswp.events.add(root, "focusin", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    idle.hold("focus", target !== null && target.matches(":focus-visible") && target.closest(".pswp__top-bar, .pswp__share-panel") !== null);
  });
  idle.activity();
}

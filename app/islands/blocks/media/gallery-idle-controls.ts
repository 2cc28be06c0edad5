import type PhotoSwipe from "photoswipe";
import { ControlsIdleTimer } from "../../../components/product/lightbox/controls-idle.ts";

// Spec §4 and §9 for the gallery blocks' lightbox, as on the product page: the controls fade after
// 4 s without pointer or key activity (1 s once the pointer has left the window) and come back on
// any; keyboard focus on a control keeps them shown, so nobody tabs onto an invisible button.

export function fadeIdleControls(pswp: PhotoSwipe): void {
  const idle = new ControlsIdleTimer((isIdle) => {
    if (pswp.isOpen && !pswp.isDestroying) pswp.element?.classList.toggle("pswp--ui-visible", !isIdle);
  });
  pswp.on("bindEvents", () => {
    const root = pswp.element;
    if (!root) return;
    const wake = () => idle.activity();
    pswp.events.add(root, "pointermove", wake);
    pswp.events.add(root, "pointerdown", wake);
    pswp.events.add(document, "keydown", wake);
    pswp.events.add(document, "mouseout", (event) => {
      if (event instanceof MouseEvent && event.relatedTarget === null) idle.pointerLeft();
    });
    pswp.events.add(root, "focusin", (event) => {
      const target = event.target instanceof Element ? event.target : null;
      idle.hold("focus", target !== null && target.matches(":focus-visible") && target.closest(".pswp__top-bar") !== null);
    });
    idle.activity();
  });
  pswp.on("close", () => idle.stop());
  pswp.on("destroy", () => idle.stop());
}

import type PhotoSwipe from "photoswipe";
import { ControlsIdleTimer } from "../../../components/product/lightbox/controls-idle.ts";
import { watchActivity } from "../../../components/product/lightbox/watch-activity.ts";

// Spec §4 and §9 for the gallery blocks' lightbox, as on the product page: the controls fade after
// 4 s without pointer or key activity (1 s once the pointer has left the window) and come back on
// any; keyboard focus on a control keeps them shown, so nobody tabs onto an invisible button.

export function fadeIdleControls(pswp: PhotoSwipe): void {
  const idle = new ControlsIdleTimer((isIdle) => {
    if (pswp.isOpen && !pswp.isDestroying) pswp.element?.classList.toggle("pswp--ui-visible", !isIdle);
  });
  pswp.on("bindEvents", () => watchActivity(pswp, idle));
  pswp.on("close", () => idle.stop());
  pswp.on("destroy", () => idle.stop());
}

import type PhotoSwipe from "photoswipe";

// PhotoSwipe takes keyboard focus and listens for keys only when its opening animation ends (it
// waits up to 250 ms for the picture to decode, then fades for 333 ms, longer on a busy machine).
// Until then the dialog was visible but Escape did nothing and focus stayed on the trigger behind
// it. With this, the dialog takes focus as soon as it exists, and an Escape pressed while it opens
// closes it as soon as PhotoSwipe can (it ignores close() during the opening animation).
// Call it before pswp.init().

export function focusAndAnswerEscapeWhileOpening(pswp: PhotoSwipe): void {
  let keyboardReady = false;
  let closeWhenOpen = false;
  let focusedWhileOpening: Element | null = null;
  pswp.on("afterInit", () => pswp.element?.focus({ preventScroll: true }));
  // Runs before PhotoSwipe's own handler, which binds its keys and focuses its root.
  pswp.on("openingAnimationEnd", () => {
    focusedWhileOpening = document.activeElement;
  });
  pswp.on("bindEvents", () => {
    keyboardReady = true;
    // A control the shopper tabbed to while the dialog opened keeps its focus.
    const root = pswp.element;
    if (focusedWhileOpening instanceof HTMLElement && root && focusedWhileOpening !== root && root.contains(focusedWhileOpening)) focusedWhileOpening.focus({ preventScroll: true });
  });
  pswp.on("initialZoomInEnd", () => {
    if (closeWhenOpen) pswp.close();
  });
  pswp.events.add(document, "keydown", (event) => {
    if (keyboardReady || !(event instanceof KeyboardEvent) || event.key !== "Escape" || !pswp.options.escKey) return;
    event.preventDefault();
    closeWhenOpen = true;
  });
}

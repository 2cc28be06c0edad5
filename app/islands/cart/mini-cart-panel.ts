import { CART_DROPDOWN_AUTO_CLOSE_MS } from "./cart-constants.ts";
import type { CartSettings } from "./settings.ts";

// Opening and closing the mini cart: a dropdown under the header (non-modal; closes after 5000 ms
// when it opened by itself, on Escape and on a click elsewhere), or an off-canvas drawer (a modal
// <dialog>: the browser traps focus, closes it on Escape and gives focus back).

export interface MiniCartPanel {
  open(options: { auto: boolean }): void;
  close(): void;
  isOpen(): boolean;
}

export function createMiniCartPanel(dialog: HTMLDialogElement, toggle: HTMLElement | null, settings: () => CartSettings): MiniCartPanel {
  let autoClose: number | undefined;
  const setExpanded = (open: boolean) => toggle?.setAttribute("aria-expanded", String(open));

  const panel: MiniCartPanel = {
    isOpen: () => dialog.open,
    open({ auto }) {
      window.clearTimeout(autoClose);
      const offCanvas = settings().style === "off-canvas";
      dialog.classList.toggle("mini-cart--off-canvas", offCanvas);
      dialog.classList.toggle("mini-cart--dropdown", !offCanvas);
      if (!dialog.open) {
        // show() moves focus into the dialog; an automatic opening must leave it where the shopper is.
        const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        if (offCanvas) dialog.showModal();
        else dialog.show();
        if (auto && !offCanvas) previous?.focus();
      }
      setExpanded(true);
      if (offCanvas || !auto) {
        dialog.querySelector<HTMLElement>("a, button")?.focus();
        return;
      }
      autoClose = window.setTimeout(() => {
        // Someone working inside the dropdown keeps it open.
        if (!dialog.contains(document.activeElement)) panel.close();
      }, CART_DROPDOWN_AUTO_CLOSE_MS);
    },
    close() {
      window.clearTimeout(autoClose);
      if (dialog.open) dialog.close();
    },
  };

  dialog.addEventListener("close", () => {
    setExpanded(false);
    if (dialog.contains(document.activeElement) || document.activeElement === document.body) toggle?.focus();
  });
  toggle?.addEventListener("click", () => (dialog.open ? panel.close() : panel.open({ auto: false })));
  dialog.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // A click on the modal's backdrop lands on the dialog itself.
    if (target === dialog || target?.closest("[data-mini-cart-close]")) panel.close();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && dialog.open && !dialog.matches(":modal")) panel.close();
  });
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Node ? event.target : null;
    if (!dialog.open || dialog.matches(":modal") || target === null) return;
    if (!dialog.contains(target) && !toggle?.contains(target)) panel.close();
  });
  return panel;
}

import { CART_ADDED_EVENT, QUICK_VIEW_BODY_CLASS, QUICK_VIEW_REMOVE_DELAY_MS, QUICK_VIEW_SHOWN_EVENT, SHOP_BODY_CLASS } from "./quick-view-constants.ts";
import { enhanceQuickViewGallery } from "./quick-view-gallery.ts";
import { loadQuickView } from "./load-quick-view.ts";
import { quickViewWords } from "./read-quick-view-words.ts";

// The quick view's modal: a native <dialog> opened with showModal(), so the page behind is inert,
// Escape closes it and the browser draws the backdrop. Tab is kept inside by wrapping at its ends
// (a modal dialog alone lets focus leave for the browser's own controls), and focus goes back to
// the trigger on close. The element is removed QUICK_VIEW_REMOVE_DELAY_MS after closing.

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

let openDialog: HTMLDialogElement | null = null;

export function isQuickViewOpen(): boolean {
  return openDialog !== null;
}

function buildDialog(): { dialog: HTMLDialogElement; content: HTMLElement } {
  const dialog = document.createElement("dialog");
  dialog.className = "quick-view";
  dialog.setAttribute("aria-label", quickViewWords().quickView);
  const inner = document.createElement("div");
  inner.className = "quick-view__inner";
  const close = document.createElement("button");
  close.type = "button";
  close.className = "quick-view__close";
  close.dataset.quickViewClose = "";
  close.setAttribute("aria-label", quickViewWords().close);
  close.textContent = "×";
  const content = document.createElement("div");
  content.className = "quick-view__content";
  content.setAttribute("aria-busy", "true");
  content.textContent = quickViewWords().loading;
  inner.append(close, content);
  dialog.append(inner);
  return { dialog, content };
}

function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== "Tab") return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (first === undefined || last === undefined) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Opens the quick view for the content at `href`; `trigger` gets focus back when it closes. */
export function showQuickView(trigger: HTMLElement, href: string): void {
  if (openDialog !== null) return;
  const { dialog, content } = buildDialog();
  const body = document.body;
  const addedShopClass = !body.classList.contains(SHOP_BODY_CLASS);
  openDialog = dialog;
  body.append(dialog);
  body.classList.add(QUICK_VIEW_BODY_CLASS);
  if (addedShopClass) body.classList.add(SHOP_BODY_CLASS);
  dialog.showModal();

  // After an add from inside, the cart script opens the mini cart, which must not sit under this modal.
  const closeAfterAdd = () => dialog.close();
  body.addEventListener(CART_ADDED_EVENT, closeAfterAdd);
  dialog.addEventListener("keydown", (event) => trapTab(dialog, event));
  dialog.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // The dialog has no padding: a click that lands on the element itself is on the backdrop.
    if (target === dialog || target?.closest("[data-quick-view-close]")) dialog.close();
  });
  dialog.addEventListener("close", () => {
    openDialog = null;
    body.removeEventListener(CART_ADDED_EVENT, closeAfterAdd);
    body.classList.remove(QUICK_VIEW_BODY_CLASS);
    if (addedShopClass) body.classList.remove(SHOP_BODY_CLASS);
    if (trigger.isConnected) trigger.focus();
    window.setTimeout(() => dialog.remove(), QUICK_VIEW_REMOVE_DELAY_MS);
  });
  enhanceQuickViewGallery(content);

  void loadQuickView(href).then((loaded) => {
    if (!dialog.open) return;
    content.removeAttribute("aria-busy");
    if (loaded.ok) {
      content.innerHTML = loaded.html;
      const title = content.querySelector<HTMLElement>("[data-quick-view-title]");
      if (title !== null) {
        title.id = "quick-view-title";
        dialog.removeAttribute("aria-label");
        dialog.setAttribute("aria-labelledby", title.id);
      }
      dialog.dispatchEvent(new CustomEvent(QUICK_VIEW_SHOWN_EVENT, { bubbles: true }));
      return;
    }
    const error = document.createElement("p");
    error.className = "quick-view__error";
    error.setAttribute("role", "alert");
    error.textContent = loaded.message;
    content.replaceChildren(error);
  });
}

import { isAccountPanel, type AccountPanel } from "../../components/account/account-panels.ts";
import { clearFieldErrors, clearNotice } from "./feedback.ts";
import { focusPanel, noticeOf, showPanel } from "./panels.ts";

// The login popup (spec §2, §4): a native modal <dialog> opened by [data-login-popup-trigger]
// elements. showModal makes the page inert and Escape closes it; focus also cycles inside it here
// and goes back to the trigger on close. A backdrop click or the close control closes it too, and
// closing clears the notice.

export interface LoginPopup {
  open(panel: AccountPanel): void;
}

const FOCUSABLE = "a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";

function visibleFocusable(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

function trapFocus(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== "Tab") return;
  const items = visibleFocusable(dialog);
  const first = items[0];
  const last = items.at(-1);
  if (first === undefined || last === undefined) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function createLoginPopup(dialog: HTMLDialogElement, isSignedIn: () => boolean): LoginPopup {
  const container = dialog.querySelector<HTMLElement>("[data-account-forms]");
  let returnFocus: HTMLElement | null = null;

  const open = (panel: AccountPanel) => {
    if (container === null) return;
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // After logging in from a popup the shopper comes back to the page they were on.
    for (const form of container.querySelectorAll<HTMLFormElement>("form[data-account-form]")) {
      let field = form.querySelector<HTMLInputElement>("input[name=redirect_to]");
      if (field === null && (form.dataset["accountForm"] === "login" || form.dataset["accountForm"] === "register")) {
        field = Object.assign(document.createElement("input"), { type: "hidden", name: "redirect_to" });
        form.append(field);
      }
      if (field !== null) field.value = window.location.pathname + window.location.search;
    }
    showPanel(container, panel, { focus: false });
    if (!dialog.open) dialog.showModal();
    focusPanel(container, panel);
  };

  dialog.addEventListener("close", () => {
    if (container !== null) {
      clearNotice(noticeOf(container));
      clearFieldErrors(container);
    }
    if (returnFocus?.isConnected) returnFocus.focus();
    returnFocus = null;
  });
  dialog.addEventListener("keydown", (event) => trapFocus(dialog, event));
  dialog.addEventListener("click", (event) => {
    if ((event.target as Element | null)?.closest("[data-login-popup-close]")) {
      dialog.close();
      return;
    }
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (outside) dialog.close();
  });
  document.addEventListener("click", (event) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>("[data-login-popup-trigger]");
    // Signed in, the account link is just a link to the account pages.
    if (!trigger || isSignedIn() || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const panel = trigger.dataset["loginPopupTrigger"] ?? "";
    open(isAccountPanel(panel) ? panel : "login");
  });
  return { open };
}

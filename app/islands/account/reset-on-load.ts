import { INLINE_SCROLL_MS } from "./account-constants.ts";
import type { LoginPopup } from "./popup.ts";
import { readResetLink } from "./reset-link.ts";
import { scrollOver } from "../scroll-over.ts";

// When a reset-password form is on the page, the page scrolls to the inline form over
// INLINE_SCROLL_MS, or the popup opens on it (spec §2), but only on the reset link's own address
// (reset-link.ts). The popup is the same for everyone, so it takes the link's key and id from it.

export function showResetFormOnLoad(popup: LoginPopup | null): void {
  const inline = document.querySelector<HTMLElement>('[data-account-forms="inline"][data-active-panel="reset-password"]');
  if (inline !== null) {
    scrollOver(inline, INLINE_SCROLL_MS);
    return;
  }
  const link = readResetLink(window.location.pathname, window.location.search);
  const form = document.querySelector<HTMLFormElement>('[data-login-popup] form[data-account-form="reset-password"]');
  if (popup === null || link === null || form === null) return;
  form.querySelector<HTMLInputElement>("input[data-reset-key]")?.setAttribute("value", link.key);
  form.querySelector<HTMLInputElement>("input[data-reset-id]")?.setAttribute("value", link.id);
  popup.open("reset-password");
}

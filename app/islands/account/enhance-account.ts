import { createToasts } from "../cart/toasts.ts";
import { enhanceAccountDetails } from "./account-details.ts";
import { hasSignedInMarker } from "./account-link.ts";
import { showPageNoticesAsToasts } from "./page-toasts.ts";
import { enhancePanelLinks } from "./panels.ts";
import { enhancePasswordToggles } from "./password-toggle.ts";
import { createLoginPopup, type LoginPopup } from "./popup.ts";
import { showResetFormOnLoad } from "./reset-on-load.ts";
import { enhanceAccountForms } from "./submit.ts";

// The account script's body, loaded by ../account-island.ts when a page needs it: it turns popup
// triggers into a login popup, sends the login form's panels and the account-details form to the
// JSON API, adds the password show/hide toggles, and shows an account page's notice after a post
// as a toast. Without it every form posts to its page, every trigger is a link and notices stay in
// the page.

/** Enhances the page's account forms; returns the login popup (null on a page without one). */
export function enhanceAccount(): LoginPopup | null {
  for (const container of document.querySelectorAll<HTMLElement>("[data-account-forms]")) {
    enhancePanelLinks(container);
    enhanceAccountForms(container);
  }
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-login-popup]");
  const popup = dialog === null ? null : createLoginPopup(dialog, hasSignedInMarker);
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-account-details]")) enhanceAccountDetails(form);
  enhancePasswordToggles(document);
  showPageNoticesAsToasts(document, createToasts(document.querySelector<HTMLElement>("[data-toasts]")));
  showResetFormOnLoad(popup);
  return popup;
}

import { fillAccountLinks, hasSignedInMarker } from "./account/account-link.ts";
import { enhanceAccountDetails } from "./account/account-details.ts";
import { showPageNoticesAsToasts } from "./account/page-toasts.ts";
import { enhancePanelLinks } from "./account/panels.ts";
import { enhancePasswordToggles } from "./account/password-toggle.ts";
import { createLoginPopup } from "./account/popup.ts";
import { showResetFormOnLoad } from "./account/reset-on-load.ts";
import { enhanceAccountForms } from "./account/submit.ts";
import { createToasts } from "./cart/toasts.ts";

// The storefront's account script, on every page: plain DOM code (no React), like the cart script
// (decision 005). It fills the header's account link, turns popup triggers into a login popup,
// sends the login form's panels and the account-details form to the JSON API, adds the password
// show/hide toggles, and shows an account page's notice after a post as a toast. Without it every
// form posts to its page, every trigger is a link and notices stay in the page.

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
void fillAccountLinks();

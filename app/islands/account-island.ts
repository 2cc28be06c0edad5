import { fillAccountLinks, hasSignedInMarker } from "./account/account-link.ts";
import { enhanceAccountDetails } from "./account/account-details.ts";
import { enhancePanelLinks } from "./account/panels.ts";
import { enhancePasswordToggles } from "./account/password-toggle.ts";
import { createLoginPopup } from "./account/popup.ts";
import { showResetFormOnLoad } from "./account/reset-on-load.ts";
import { enhanceAccountForms } from "./account/submit.ts";

// The storefront's account script, on every page: plain DOM code (no React), like the cart script
// (decision 005). It fills the header's account link, turns popup triggers into a login popup,
// sends the login form's panels and the account-details form to the JSON API, and adds the
// password show/hide toggles. Without it every form posts to its page and every trigger is a link.

for (const container of document.querySelectorAll<HTMLElement>("[data-account-forms]")) {
  enhancePanelLinks(container);
  enhanceAccountForms(container);
}
const dialog = document.querySelector<HTMLDialogElement>("dialog[data-login-popup]");
const popup = dialog === null ? null : createLoginPopup(dialog, hasSignedInMarker);
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-account-details]")) enhanceAccountDetails(form);
enhancePasswordToggles(document);
showResetFormOnLoad(popup);
void fillAccountLinks();

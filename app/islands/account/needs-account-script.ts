import { readResetLink } from "./reset-link.ts";

// Whether the page needs the account script as soon as it loads, rather than when the shopper
// reaches for the login popup: account forms in the page itself (the my-account login, account
// details, a checkout's password field), a notice to show as a toast, or a password-reset link
// whose popup opens on arrival. Every page holds the popup's forms, so those don't count.

const IN_PAGE = "[data-account-forms], form[data-account-details], [data-page-toast], input[type=password]";

export function needsAccountScriptNow(root: ParentNode, location: { pathname: string; search: string }): boolean {
  const inPage = [...root.querySelectorAll(IN_PAGE)].some((element) => element.closest("dialog[data-login-popup]") === null);
  return inPage || readResetLink(location.pathname, location.search) !== null;
}

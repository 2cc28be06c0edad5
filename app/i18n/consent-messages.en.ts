import { format } from "./format.ts";

// The words of the cookie notice (issue 12; DESIGN.md "Theme (contract)": its buttons "Accept"
// and "Reject") and of the account forms' captcha. Kept out of `messages`: the product page's
// island bundles all of `messages` and sits at its size budget; these are server-rendered, and the
// captcha widget's own words reach it as JSON in the page. Read them with consentText().

export const consentMessages = {
  "consent.notice": "Cookie notice",
  "consent.text": "We use cookies that this shop needs to work. With your consent we also measure visits with analytics cookies, to learn what to improve. Rejecting changes nothing else: the shop works the same.",
  "consent.accept": "Accept",
  "consent.reject": "Reject",
} as const;

export type ConsentTextKey = keyof typeof consentMessages;

/** The words for `key`, placeholders filled as t() fills them. */
export function consentText(key: ConsentTextKey, ...args: ReadonlyArray<string | number>): string {
  return format(consentMessages[key], ...args);
}

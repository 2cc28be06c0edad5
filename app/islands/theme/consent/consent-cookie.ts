// The visitor's answer to the cookie notice, kept in one cookie (spec §3: "holds the accepted
// notice version"): `accepted:<version>` or `rejected:<version>`. Reject is stored like accept, so
// the notice does not come back until the shop changes its version (decision 048). Pure functions
// over the cookie string, so the rules are unit-tested without a browser.

export const CONSENT_COOKIE = "shopwright_cookie_notice";
/** Accept and reject are both remembered this long (spec §9: 365 days). */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The theme notice shows this long after the page loads (spec §9). */
export const COOKIE_NOTICE_DELAY_MS = 2500;

export type ConsentChoice = "accepted" | "rejected";
export type CookieNoticeVariant = "notice" | "banner";

export interface StoredConsent {
  choice: ConsentChoice;
  version: string;
}

/** The stored answer in a `document.cookie` string, or null when there is none (or it is not ours). */
export function readConsent(cookies: string): StoredConsent | null {
  for (const pair of cookies.split(";")) {
    const [name, ...rest] = pair.trim().split("=");
    if (name !== CONSENT_COOKIE) continue;
    const value = decodeURIComponent(rest.join("="));
    const colon = value.indexOf(":");
    const choice = value.slice(0, colon);
    if (colon > 0 && (choice === "accepted" || choice === "rejected")) return { choice, version: value.slice(colon + 1) };
    return null;
  }
  return null;
}

/**
 * Whether the notice must ask: the theme notice when the stored version differs from the current
 * one (spec §4), the banner as long as its cookie does not exist at all.
 */
export function noticeIsDue(variant: CookieNoticeVariant, stored: StoredConsent | null, version: string): boolean {
  if (stored === null) return true;
  return variant === "notice" && stored.version !== version;
}

/** Analytics may load only on an answer of "accepted" that still stands (not asked again since). */
export function consentGiven(variant: CookieNoticeVariant, stored: StoredConsent | null, version: string): boolean {
  return stored !== null && stored.choice === "accepted" && !noticeIsDue(variant, stored, version);
}

/** The `document.cookie` assignment that stores an answer for this version, site-wide, for a year. */
export function consentCookie(choice: ConsentChoice, version: string, secure: boolean): string {
  const value = encodeURIComponent(`${choice}:${version}`);
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

// Numbers and names of the storefront account script (spec §4, §9), in one place.

/** After a successful login or register the browser follows the redirect this much later (spec §9). */
export const REDIRECT_DELAY_MS = 300;
/** The page scrolls to an inline reset-password form over this long (spec §9). */
export const INLINE_SCROLL_MS = 500;
/** Account requests give up after this long and say so. */
export const ACCOUNT_REQUEST_TIMEOUT_MS = 20_000;

export const ACCOUNT_ME_API = "/api/v1/account/me";

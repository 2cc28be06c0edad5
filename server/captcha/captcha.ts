// Captcha on the account forms (spec §9, decision 049): a self-hosted proof of work (ALTCHA). The
// shop hands out signed challenges; the browser's widget solves one and sends the solution with the
// form; the auth use cases verify it and spend it, once. No third party is involved.

/** Where the widget fetches a challenge (GET, never cached). */
export const CAPTCHA_CHALLENGE_PATH = "/api/v1/captcha/challenge";
/** The form field the widget fills with its solution (ALTCHA's default name). */
export const CAPTCHA_FIELD = "altcha";
/** Spec §9: captcha widgets render this long after their form shows. */
export const CAPTCHA_RENDER_DELAY_MS = 500;

/** PBKDF2 runs natively in browsers (WebCrypto); this cost with a one-byte prefix is well under a second. */
export const CAPTCHA_ALGORITHM = "PBKDF2/SHA-256";
export const CAPTCHA_COST = 2000;
/** A challenge must be solved and sent within this long. */
export const CAPTCHA_LIFETIME_SECONDS = 10 * 60;

/** The shop's captcha setting: null when captcha is off. */
export interface CaptchaSettings {
  /** Signs challenges (CAPTCHA_HMAC_KEY): a solution to a challenge the shop did not sign is refused. */
  hmacKey: string;
}

/** Why a solution was refused; the shopper sees one message for all (captcha_failed). */
export type CaptchaRefusal = "missing" | "invalid" | "expired" | "replayed";
export type CaptchaVerdict = { ok: true } | { ok: false; reason: CaptchaRefusal };

import type { Customer } from "../customers/customers.ts";

// Logging in and out: database sessions behind an opaque cookie token, password resets, rate
// limits, CSRF and social sign-in. Every number below is a limit the issue or spec names.

export const SESSION_COOKIE = "shopwright_session";
/** Readable by scripts: says only that a session cookie was set (server/auth/session-cookies.ts). */
export const SIGNED_IN_COOKIE = "shopwright_signed_in";
/**
 * Set beside the session of a customer who sees edit links (editors and administrators): the page
 * cache serves every other visitor, signed in or not, the same catalogue pages (issue 13).
 */
export const EDITOR_COOKIE = "shopwright_editor";
/** "Remember me": the cookie and the session live 14 days. */
export const REMEMBERED_SESSION_SECONDS = 14 * 24 * 60 * 60;
/** Without "remember me" the cookie dies with the browser and the server drops the session after 2 days (WordPress's default). */
export const BROWSER_SESSION_SECONDS = 2 * 24 * 60 * 60;
/** A lost-password link works once, for one hour. */
export const PASSWORD_RESET_LIFETIME_SECONDS = 60 * 60;
/** Register: the spec's only applied checks are this length and the repeat match. */
export const MIN_PASSWORD_LENGTH = 6;
/** Longer input is refused before hashing, so a huge "password" cannot tie up the hasher. */
export const MAX_PASSWORD_LENGTH = 1024;

/** Login, register and lost password: tries per account and per client address in one window. */
export const RATE_LIMIT_WINDOW_SECONDS = 15 * 60;
export const RATE_LIMIT_PER_ACCOUNT = 10;
/** Higher than per account: many shoppers can share one address (offices, mobile carriers). */
export const RATE_LIMIT_PER_IP = 50;

export const RATE_LIMITED_ACTIONS = ["login", "register", "lost_password", "reset_password"] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

export const AUTH_ERROR_CODES = [
  "fields_required",
  "invalid_credentials",
  "rate_limited",
  "password_too_short",
  "password_too_long",
  "passwords_dont_match",
  "reset_token_invalid",
  "not_logged_in",
  "csrf_failed",
  "password_fields_incomplete",
  "confirm_password_required",
  "new_passwords_dont_match",
  "current_password_required",
  "current_password_incorrect",
  /** The form's captcha solution was missing, wrong, expired or used before (decision 049). */
  "captcha_failed",
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export const AUTH_NOTICE_CODES = [
  "logged_in",
  "registered",
  "reset_link_sent",
  "password_reset",
  "logged_out",
  "logged_out_everywhere",
  "account_details_updated",
] as const;
export type AuthNoticeCode = (typeof AUTH_NOTICE_CODES)[number];

/** A new session: the cookie value to send once, and when the server forgets it. */
export interface IssuedSession {
  token: string;
  remember: boolean;
  expiresAt: string;
  /** The customer sees edit links on pages, so never gets the page cache's shared copies. */
  editor: boolean;
}

export interface AuthFailure<C extends string = AuthErrorCode> {
  ok: false;
  code: C;
  field?: string;
  /** Seconds until a rate-limited action may be tried again. */
  retryAfterSeconds?: number;
}

export interface SignedIn {
  ok: true;
  customer: Customer;
  session: IssuedSession;
}

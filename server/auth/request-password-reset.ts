import type { Kysely } from "kysely";
import { findCustomerByEmail } from "../customers/get-customer.ts";
import { emailKey } from "../customers/customers.ts";
import type { Database } from "../db/schema.ts";
import { PASSWORD_RESET_LIFETIME_SECONDS, type AuthFailure } from "./auth.ts";
import { passesCaptcha, type CaptchaCheck } from "./check-captcha.ts";
import { consumeRateLimit } from "./consume-rate-limit.ts";
import { insertPasswordReset } from "./password-reset.repository.ts";
import { issueToken } from "../tokens/secure-token.ts";
import { authDb } from "./auth-db.ts";

// "Lost your password?": emails a single-use link valid for one hour. The reply is the same for
// a known and an unknown email, and both paths do the same token work; what the mail says is
// returned, to be worded and sent by the edge after it has answered, so sending time reveals nothing either.

/** Where the reset form lives; the link carries key and login like WooCommerce's. */
export const RESET_PASSWORD_PATH = "/my-account/lost-password";

export interface RequestPasswordResetInput {
  email: string;
  ip: string;
  ipLimit?: number;
  /** The shop's public origin, e.g. https://shop.example. */
  siteUrl: string;
  shopName: string;
  /** The shop's captcha and the form's solution, when captcha is on. */
  captcha?: CaptchaCheck | undefined;
}

/** What the reset mail says, as facts: the edge words it from the catalogue (app/mail). */
export interface PasswordResetFacts {
  to: string;
  displayName: string;
  shopName: string;
  resetUrl: string;
  lifetimeSeconds: number;
}

/** `reset` is null for an unknown email: nothing is sent, and the reply is the same. */
export type RequestPasswordResetResult = { ok: true; reset: PasswordResetFacts | null } | AuthFailure<"fields_required" | "rate_limited" | "captcha_failed">;

export async function requestPasswordReset(db: Kysely<Database>, input: RequestPasswordResetInput, now: Date): Promise<RequestPasswordResetResult> {
  const email = input.email.trim();
  if (email === "") return { ok: false, code: "fields_required", field: "user_login" };
  const limit = await consumeRateLimit(db, { action: "lost_password", account: emailKey(email), ip: input.ip, ipLimit: input.ipLimit }, now);
  if (!limit.ok) return { ok: false, code: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  if (!(await passesCaptcha(db, input.captcha, now))) return { ok: false, code: "captcha_failed" };

  const { token, tokenHash } = issueToken();
  const customer = await findCustomerByEmail(db, email);
  if (customer === null) return { ok: true, reset: null };

  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_LIFETIME_SECONDS * 1000).toISOString();
  await insertPasswordReset(authDb(db), { customerId: customer.id, tokenHash, createdAt: now.toISOString(), expiresAt });
  const url = new URL(RESET_PASSWORD_PATH, input.siteUrl);
  url.searchParams.set("key", token);
  url.searchParams.set("id", String(customer.id));
  return {
    ok: true,
    reset: { to: customer.email, displayName: customer.displayName, shopName: input.shopName, resetUrl: url.href, lifetimeSeconds: PASSWORD_RESET_LIFETIME_SECONDS },
  };
}

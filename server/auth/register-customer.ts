import type { Kysely } from "kysely";
import { mergeGuestCartIntoCustomerCart } from "../cart/merge-guest-cart.ts";
import { createCustomer } from "../customers/create-customer.ts";
import { emailKey, isValidEmail, type CustomerFailure } from "../customers/customers.ts";
import { hashPassword } from "../customers/password-hash.ts";
import type { Database } from "../db/schema.ts";
import type { AuthFailure, SignedIn } from "./auth.ts";
import { passesCaptcha, type CaptchaCheck } from "./check-captcha.ts";
import { consumeRateLimit } from "./consume-rate-limit.ts";
import { checkNewPassword } from "./create-account.ts";
import { linkPendingSocialIdentity } from "./social/link-pending-social-identity.ts";
import { startSession } from "./start-session.ts";

// The register form: email, first and last name, password and its repeat. The spec applies only
// the password length and repeat checks to the form; the email must still be a real address.
// A new account is logged in at once, with the guest cart merged, like WooCommerce does.

export interface RegisterInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  passwordRepeat: string;
  ip: string;
  ipLimit?: number;
  previousSessionToken: string | null;
  guestCartToken: string | null;
  /** Handshake cookie of a social sign-in that sent the person here (force-register). */
  socialHandle: string | null;
  /** The shop's captcha and the form's solution, when captcha is on. */
  captcha?: CaptchaCheck | undefined;
}

export type RegisterResult =
  | SignedIn
  | CustomerFailure
  | AuthFailure<"password_too_short" | "password_too_long" | "passwords_dont_match" | "rate_limited" | "captcha_failed">;

export async function registerCustomer(db: Kysely<Database>, input: RegisterInput, now: Date): Promise<RegisterResult> {
  const email = input.email.trim();
  if (email === "") return { ok: false, code: "email_required", field: "email" };
  if (!isValidEmail(email)) return { ok: false, code: "email_invalid", field: "email" };
  const weak = checkNewPassword(input.password);
  if (weak) return weak;
  if (input.password !== input.passwordRepeat) return { ok: false, code: "passwords_dont_match", field: "password_repeat" };
  const limit = await consumeRateLimit(db, { action: "register", account: emailKey(email), ip: input.ip, ipLimit: input.ipLimit }, now);
  if (!limit.ok) return { ok: false, code: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  if (!(await passesCaptcha(db, input.captcha, now))) return { ok: false, code: "captcha_failed" };

  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx): Promise<RegisterResult> => {
    const created = await createCustomer(trx, { email, firstName: input.firstName, lastName: input.lastName, passwordHash, role: "customer" }, now);
    if (!created.ok) return created;
    const { customer } = created;
    if (input.socialHandle !== null) await linkPendingSocialIdentity(trx, { handle: input.socialHandle, customer }, now);
    const session = await startSession(trx, { customerId: customer.id, role: customer.role, remember: false, previousToken: input.previousSessionToken }, now);
    await mergeGuestCartIntoCustomerCart(trx, { guestToken: input.guestCartToken, customerId: customer.id }, now);
    return { ok: true, customer, session };
  });
}

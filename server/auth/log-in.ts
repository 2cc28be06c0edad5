import type { Kysely } from "kysely";
import { mergeGuestCartIntoCustomerCart } from "../cart/merge-guest-cart.ts";
import { getCustomerCredentials } from "../customers/get-customer.ts";
import { emailKey } from "../customers/customers.ts";
import { verifyAgainstDummy, verifyPassword } from "../customers/password-hash.ts";
import type { Database } from "../db/schema.ts";
import { MAX_PASSWORD_LENGTH, type AuthFailure, type SignedIn } from "./auth.ts";
import { passesCaptcha, type CaptchaCheck } from "./check-captcha.ts";
import { consumeRateLimit, resetAccountRateLimit } from "./consume-rate-limit.ts";
import { startSession } from "./start-session.ts";

// Login with email and password. A wrong password, an unknown email and an account without a
// password all give the same code after the same hashing work, so replies reveal no accounts.
// The slow hash runs outside any transaction; only the session and cart merge share one.

export interface LogInInput {
  email: string;
  password: string;
  remember: boolean;
  /** Client address, for the per-address rate limit. */
  ip: string;
  ipLimit?: number;
  /** Session cookie the browser sent, if any: dropped so the new session gets a fresh token. */
  previousSessionToken: string | null;
  /** Guest cart cookie token, merged into the customer's cart. */
  guestCartToken: string | null;
  /** The shop's captcha and the form's solution, when captcha is on. */
  captcha?: CaptchaCheck | undefined;
}

export type LogInResult = SignedIn | AuthFailure<"fields_required" | "invalid_credentials" | "rate_limited" | "captcha_failed">;

export async function logIn(db: Kysely<Database>, input: LogInInput, now: Date): Promise<LogInResult> {
  const email = input.email.trim();
  if (email === "" || input.password === "") return { ok: false, code: "fields_required" };
  const account = emailKey(email);
  const limit = await consumeRateLimit(db, { action: "login", account, ip: input.ip, ipLimit: input.ipLimit }, now);
  if (!limit.ok) return { ok: false, code: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  // After the rate limit, so a flood of made-up solutions is counted too; before any hashing.
  if (!(await passesCaptcha(db, input.captcha, now))) return { ok: false, code: "captcha_failed" };
  if (input.password.length > MAX_PASSWORD_LENGTH) return { ok: false, code: "invalid_credentials" };

  const credentials = await getCustomerCredentials(db, email);
  const valid =
    credentials === null || credentials.passwordHash === null
      ? await verifyAgainstDummy(input.password)
      : await verifyPassword(credentials.passwordHash, input.password);
  if (!valid || credentials === null) return { ok: false, code: "invalid_credentials" };

  const { customer } = credentials;
  const session = await db.transaction().execute(async (trx) => {
    const issued = await startSession(trx, { customerId: customer.id, role: customer.role, remember: input.remember, previousToken: input.previousSessionToken }, now);
    await mergeGuestCartIntoCustomerCart(trx, { guestToken: input.guestCartToken, customerId: customer.id }, now);
    await resetAccountRateLimit(trx, "login", account);
    return issued;
  });
  return { ok: true, customer, session };
}

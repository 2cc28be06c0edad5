import type { Kysely } from "kysely";
import { mergeGuestCartIntoCustomerCart } from "../../cart/merge-guest-cart.ts";
import { createCustomer } from "../../customers/create-customer.ts";
import type { Customer } from "../../customers/customers.ts";
import { findCustomerByEmail, getCustomer } from "../../customers/get-customer.ts";
import type { Database } from "../../db/schema.ts";
import type { SignedIn } from "../auth.ts";
import { constantTimeEqual, hashToken, issueToken } from "../../tokens/secure-token.ts";
import { startSession } from "../start-session.ts";
import { insertHandshake, takeHandshake } from "./oauth-state.repository.ts";
import { findIdentityCustomerId, insertIdentity } from "./social-identity.repository.ts";
import { SOCIAL_HANDSHAKE_SECONDS, type SocialErrorCode, type SocialPrefill, type SocialProfile, type SocialProvider, type SocialProviders } from "./social.ts";
import { authDb } from "../auth-db.ts";

// Second leg: the provider sent the browser back. The handshake is used up, state must match, and
// the provider's library verifies the code exchange and ID token. Then: a known identity logs in;
// a known email gets the identity linked and logs in; a new person is created and logged in, or,
// with force-register, is sent to the register form with the provider's name and email.

export interface CompleteSocialSignInInput {
  provider: SocialProvider;
  callbackUrl: URL;
  /** The handshake cookie; null when the browser sent none. */
  handle: string | null;
  previousSessionToken: string | null;
  guestCartToken: string | null;
}

export type CompleteSocialSignInResult =
  | (SignedIn & { kind: "signed_in" })
  | { ok: true; kind: "register"; prefill: SocialPrefill; handle: string }
  | { ok: false; code: SocialErrorCode; cause?: unknown };

export async function completeSocialSignIn(
  db: Kysely<Database>,
  deps: { providers: SocialProviders; forceRegister: boolean },
  input: CompleteSocialSignInInput,
  now: Date,
): Promise<CompleteSocialSignInResult> {
  const client = deps.providers[input.provider];
  if (!client) return { ok: false, code: "social_provider_disabled" };
  const handleHash = input.handle === null ? null : hashToken(input.handle);
  const handshake = handleHash === null ? null : await takeHandshake(authDb(db), handleHash, now.toISOString());
  const returnedState = input.callbackUrl.searchParams.get("state") ?? "";
  if (handshake === null || handshake.provider !== input.provider || !constantTimeEqual(handshake.state, returnedState)) {
    return { ok: false, code: "social_state_mismatch" };
  }

  let profile: SocialProfile;
  try {
    profile = await client.fetchProfile({ callbackUrl: input.callbackUrl, state: handshake.state, nonce: handshake.nonce, codeVerifier: handshake.codeVerifier });
  } catch (error) {
    // A refused, tampered or unreachable exchange is one outcome for the shopper; the edge logs the cause.
    return { ok: false, code: "social_sign_in_failed", cause: error };
  }
  const email = profile.email;
  if (email === null) return { ok: false, code: "social_no_email" };
  if (!profile.emailVerified) return { ok: false, code: "social_email_unverified" };

  return db.transaction().execute(async (trx): Promise<CompleteSocialSignInResult> => {
    const customer = await findOrCreateCustomer(trx, profile, email, deps.forceRegister, now);
    if (customer === null) {
      const prefill: SocialPrefill = { email, first_name: profile.firstName, last_name: profile.lastName };
      const handle = await rememberPrefill(trx, profile, prefill, now);
      return { ok: true, kind: "register", prefill, handle };
    }
    const session = await startSession(trx, { customerId: customer.id, role: customer.role, remember: false, previousToken: input.previousSessionToken }, now);
    await mergeGuestCartIntoCustomerCart(trx, { guestToken: input.guestCartToken, customerId: customer.id }, now);
    return { ok: true, kind: "signed_in", customer, session };
  });
}

/** The account for this identity; null when force-register wants the person to register first. */
async function findOrCreateCustomer(trx: Kysely<Database>, profile: SocialProfile, email: string, forceRegister: boolean, now: Date): Promise<Customer | null> {
  const linkedId = await findIdentityCustomerId(authDb(trx), profile.provider, profile.subject);
  const linked = linkedId === null ? null : await getCustomer(trx, linkedId);
  if (linked) return linked;
  let customer = await findCustomerByEmail(trx, email);
  if (customer === null) {
    if (forceRegister) return null;
    const created = await createCustomer(trx, { email, firstName: profile.firstName, lastName: profile.lastName, passwordHash: null, role: "customer" }, now);
    if (!created.ok) throw new Error(`A provider-verified email could not make an account: ${created.code}`);
    customer = created.customer;
  }
  await insertIdentity(authDb(trx), { provider: profile.provider, subject: profile.subject, customerId: customer.id, email }, now.toISOString());
  return customer;
}

/** Keeps the provider's profile for the register form, under a new handshake handle. */
async function rememberPrefill(trx: Kysely<Database>, profile: SocialProfile, prefill: SocialPrefill, now: Date): Promise<string> {
  const { token: handle, tokenHash: handleHash } = issueToken();
  await insertHandshake(authDb(trx), handleHash, {
    provider: profile.provider,
    state: "",
    nonce: "",
    codeVerifier: "",
    prefill: JSON.stringify({ ...prefill, subject: profile.subject }),
    expiresAt: new Date(now.getTime() + SOCIAL_HANDSHAKE_SECONDS * 1000).toISOString(),
  });
  return handle;
}

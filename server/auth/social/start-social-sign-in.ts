import type { Kysely } from "kysely";
import * as oidc from "openid-client";
import type { Database } from "../../db/schema.ts";
import { issueToken } from "../../tokens/secure-token.ts";
import { insertHandshake } from "./oauth-state.repository.ts";
import { SOCIAL_HANDSHAKE_SECONDS, type SocialProvider, type SocialProviders } from "./social.ts";
import { authDb } from "../auth-db.ts";

// First leg: remember state, nonce and PKCE verifier under a random handle (the browser keeps the
// handle in an httpOnly cookie, the database keeps its sha256), then send the browser to the
// provider. Only this browser can finish the sign-in it started.

export interface StartSocialSignInInput {
  provider: SocialProvider;
  /** The shop's own callback address for this provider. */
  redirectUri: string;
}

export type StartSocialSignInResult = { ok: true; authorizationUrl: string; handle: string } | { ok: false; code: "social_provider_disabled" };

export async function startSocialSignIn(db: Kysely<Database>, providers: SocialProviders, input: StartSocialSignInInput, now: Date): Promise<StartSocialSignInResult> {
  const client = providers[input.provider];
  if (!client) return { ok: false, code: "social_provider_disabled" };
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const url = await client.authorizationUrl({ redirectUri: input.redirectUri, state, nonce, codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier) });
  const { token: handle, tokenHash: handleHash } = issueToken();
  const expiresAt = new Date(now.getTime() + SOCIAL_HANDSHAKE_SECONDS * 1000).toISOString();
  await insertHandshake(authDb(db), handleHash, { provider: input.provider, state, nonce, codeVerifier, prefill: null, expiresAt });
  return { ok: true, authorizationUrl: url.href, handle };
}

import { isOneOf } from "../../parse-enum.ts";

// Social sign-in: Google (OpenID Connect) and Facebook (OAuth 2), server-side authorization-code
// flow with PKCE, state and nonce. The profile comes from the provider, never from the browser.

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: string): value is SocialProvider {
  return isOneOf(SOCIAL_PROVIDERS, value);
}

/** httpOnly cookie naming the sign-in handshake in flight (its sha256 is the row key). */
export const SOCIAL_HANDSHAKE_COOKIE = "shopwright_oauth";
/** Long enough to log in at the provider; short enough that a stale handshake is useless. */
export const SOCIAL_HANDSHAKE_SECONDS = 10 * 60;
/** Path of the provider's return address: /auth/<provider>/callback. */
export function socialCallbackPath(provider: SocialProvider): string {
  return `/auth/${provider}/callback`;
}

export const SOCIAL_ERROR_CODES = [
  "social_provider_disabled",
  "social_state_mismatch",
  "social_sign_in_failed",
  "social_no_email",
  "social_email_unverified",
] as const;
export type SocialErrorCode = (typeof SOCIAL_ERROR_CODES)[number];

/** What the provider vouches for. */
export interface SocialProfile {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The register form's prefill when force-register is on (spec: userData). */
export interface SocialPrefill {
  email: string;
  first_name: string;
  last_name: string;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

export interface CodeExchange {
  /** The full address the provider sent the browser back to (code, state, …). */
  callbackUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** One provider's side of the flow. Failures (bad token, network) throw. */
export interface SocialProviderClient {
  provider: SocialProvider;
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  fetchProfile(exchange: CodeExchange): Promise<SocialProfile>;
}

export type SocialProviders = Partial<Record<SocialProvider, SocialProviderClient>>;

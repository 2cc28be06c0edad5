import * as oidc from "openid-client";
import type { OAuthClientSettings } from "../../config.ts";
import type { AuthorizationRequest, CodeExchange, SocialProfile, SocialProviderClient } from "./social.ts";

// Google through OpenID Connect discovery. openid-client checks the ID token's signature against
// the issuer's keys, its issuer, audience, expiry and nonce; a tampered token throws.

const GOOGLE_SCOPES = "openid email profile";

function claimString(value: unknown): string {
  return typeof value === "string" ? value : "";
}

export function createGoogleProvider(settings: OAuthClientSettings & { issuerUrl: string }): SocialProviderClient {
  let configuration: Promise<oidc.Configuration> | null = null;
  const load = (): Promise<oidc.Configuration> => {
    // Plain http is only ever a local test issuer; Google itself is https.
    const insecure = new URL(settings.issuerUrl).protocol === "http:";
    // enableNonRepudiationChecks: verify the ID token's signature too. By default the library trusts
    // TLS for tokens from the token endpoint and would accept a token with altered claims.
    const execute = insecure ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks] : [oidc.enableNonRepudiationChecks];
    configuration ??= oidc
      .discovery(new URL(settings.issuerUrl), settings.clientId, settings.clientSecret, undefined, { execute })
      .catch((error: unknown) => {
        configuration = null; // try discovery again on the next sign-in instead of failing forever
        throw error;
      });
    return configuration;
  };

  return {
    provider: "google",
    async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
      return oidc.buildAuthorizationUrl(await load(), {
        redirect_uri: request.redirectUri,
        scope: GOOGLE_SCOPES,
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: "S256",
      });
    },
    async fetchProfile(exchange: CodeExchange): Promise<SocialProfile> {
      const config = await load();
      const tokens = await oidc.authorizationCodeGrant(config, exchange.callbackUrl, {
        pkceCodeVerifier: exchange.codeVerifier,
        expectedState: exchange.state,
        expectedNonce: exchange.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("Google answered without an ID token");
      // The ID token usually names the email; when it does not, userinfo (bound to the same subject) may.
      const info: Record<string, unknown> = claims.email === undefined ? await oidc.fetchUserInfo(config, tokens.access_token, claims.sub) : claims;
      const email = claimString(info.email);
      return {
        provider: "google",
        subject: claims.sub,
        email: email === "" ? null : email,
        emailVerified: info.email_verified === true,
        firstName: claimString(info.given_name),
        lastName: claimString(info.family_name),
      };
    },
  };
}

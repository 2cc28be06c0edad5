import { createHmac } from "node:crypto";
import * as oidc from "openid-client";
import { z } from "zod";
import type { OAuthClientSettings } from "../../config.ts";
import type { AuthorizationRequest, CodeExchange, SocialProfile, SocialProviderClient } from "./social.ts";

// Facebook through plain OAuth 2 (authorization code + PKCE + state), then the Graph API's /me
// with the access token. Emails Facebook returns are confirmed ones; a person may withhold it.

const FACEBOOK_SCOPES = "email public_profile";
const GRAPH_FIELDS = "id,name,email,first_name,last_name";

const meSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

export interface FacebookSettings extends OAuthClientSettings {
  authUrl: string;
  tokenUrl: string;
  graphUrl: string;
}

export function createFacebookProvider(settings: FacebookSettings): SocialProviderClient {
  const config = new oidc.Configuration(
    { issuer: new URL(settings.authUrl).origin, authorization_endpoint: settings.authUrl, token_endpoint: settings.tokenUrl },
    settings.clientId,
    settings.clientSecret,
  );
  if (new URL(settings.tokenUrl).protocol === "http:") oidc.allowInsecureRequests(config);

  return {
    provider: "facebook",
    async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: request.redirectUri,
        scope: FACEBOOK_SCOPES,
        state: request.state,
        code_challenge: request.codeChallenge,
        code_challenge_method: "S256",
      });
    },
    async fetchProfile(exchange: CodeExchange): Promise<SocialProfile> {
      const tokens = await oidc.authorizationCodeGrant(config, exchange.callbackUrl, { pkceCodeVerifier: exchange.codeVerifier, expectedState: exchange.state });
      const url = new URL(`${settings.graphUrl}/me`);
      url.searchParams.set("fields", GRAPH_FIELDS);
      // appsecret_proof: Graph refuses a token stolen from elsewhere when the app demands it.
      url.searchParams.set("appsecret_proof", createHmac("sha256", settings.clientSecret).update(tokens.access_token).digest("hex"));
      const response = await fetch(url, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      if (!response.ok) throw new Error(`Facebook Graph /me answered ${response.status}`);
      const me = meSchema.parse(await response.json());
      return {
        provider: "facebook",
        subject: me.id,
        email: me.email ?? null,
        emailVerified: me.email !== undefined,
        firstName: me.first_name ?? "",
        lastName: me.last_name ?? "",
      };
    },
  };
}

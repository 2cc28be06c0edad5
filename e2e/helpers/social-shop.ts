import { OAuth2Server } from "oauth2-mock-server";
import { startDemoShop } from "../../scripts/demo-shop.ts";

// A shop of its own for the social sign-in spec: Google is played by oauth2-mock-server on
// localhost (real discovery, keys and signed ID tokens), and force-register is on. The shared e2e
// server stays without social providers, so no other spec sees their buttons.

export interface SocialShop {
  baseURL: string;
  stop(): Promise<void>;
}

/** Starts the identity provider and a shop using it; the provider signs in `claims` for everyone. */
export async function startSocialShop(claims: Record<string, unknown>): Promise<SocialShop> {
  const google = new OAuth2Server();
  await google.issuer.keys.generate("RS256");
  await google.start(0, "localhost");
  google.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, claims));
  try {
    const shop = await startDemoShop({
      GOOGLE_CLIENT_ID: "shop-e2e",
      GOOGLE_CLIENT_SECRET: "shop-e2e-secret",
      GOOGLE_ISSUER_URL: google.issuer.url ?? "",
      SOCIAL_FORCE_REGISTER: "1",
    });
    return {
      baseURL: shop.baseURL,
      stop: async () => {
        await shop.stop();
        await google.stop();
      },
    };
  } catch (error) {
    await google.stop();
    throw error;
  }
}

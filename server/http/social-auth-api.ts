import type { Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { completeSocialSignIn } from "../auth/social/complete-social-sign-in.ts";
import { SOCIAL_HANDSHAKE_COOKIE, SOCIAL_HANDSHAKE_SECONDS, isSocialProvider, socialCallbackPath, type SocialProviders } from "../auth/social/social.ts";
import { startSocialSignIn } from "../auth/social/start-social-sign-in.ts";
import { clearGuestCartCookie, guestCartToken, sessionToken, writeSessionCookie } from "./auth-http.ts";
import { apiError } from "./edge/api-error.ts";
import { cookiesAreSecure, expiredCookie, setCookies } from "./edge/cookies.ts";
import type { ApiServices } from "./store-api.ts";

// Browser routes of social sign-in: /auth/:provider/start sends the browser to the provider,
// /auth/:provider/callback finishes. Success goes to the site root (spec §2); force-register goes
// to the account page's register form; failures go there with ?social_error=<code>.

const SITE_ROOT = "/";
const MY_ACCOUNT_PATH = "/my-account";

export function getSocialHandle(c: Context): string | null {
  return getCookie(c, SOCIAL_HANDSHAKE_COOKIE) ?? null;
}

function writeHandshakeCookie(c: Context, handle: string, secure: boolean): void {
  setCookies(c, [{ name: SOCIAL_HANDSHAKE_COOKIE, value: handle, httpOnly: true, maxAge: SOCIAL_HANDSHAKE_SECONDS }], secure);
}

export function mountSocialAuth(app: Hono, services: ApiServices, providers: SocialProviders): void {
  const { db, config, logger } = services;
  const secure = cookiesAreSecure(config);

  app.get("/auth/:provider/start", async (c) => {
    const provider = c.req.param("provider");
    c.header("Cache-Control", "no-store");
    if (!isSocialProvider(provider)) return apiError(c, { code: "social_provider_disabled" });
    const redirectUri = new URL(socialCallbackPath(provider), config.shop.url).href;
    const result = await startSocialSignIn(db, providers, { provider, redirectUri }, new Date());
    if (!result.ok) return apiError(c, { code: result.code });
    writeHandshakeCookie(c, result.handle, secure);
    return c.redirect(result.authorizationUrl, 302);
  });

  app.get("/auth/:provider/callback", async (c) => {
    const provider = c.req.param("provider");
    c.header("Cache-Control", "no-store");
    if (!isSocialProvider(provider)) return apiError(c, { code: "social_provider_disabled" });
    // The address the provider was told to return to, with what it sent back: behind a proxy the
    // request's own URL may differ from it, and the token exchange must repeat it exactly.
    const callbackUrl = new URL(socialCallbackPath(provider), config.shop.url);
    callbackUrl.search = new URL(c.req.url).search;
    const input = { provider, callbackUrl, handle: getSocialHandle(c), previousSessionToken: sessionToken(c), guestCartToken: guestCartToken(c) };
    const result = await completeSocialSignIn(db, { providers, forceRegister: config.social.forceRegister }, input, new Date());
    setCookies(c, [expiredCookie(SOCIAL_HANDSHAKE_COOKIE, true)], secure);
    if (!result.ok) {
      logger.warn({ provider, code: result.code, err: result.cause }, "social sign-in refused");
      return c.redirect(`${MY_ACCOUNT_PATH}?social_error=${result.code}`, 302);
    }
    if (result.kind === "register") {
      writeHandshakeCookie(c, result.handle, secure);
      return c.redirect(`${MY_ACCOUNT_PATH}?social=register`, 302);
    }
    writeSessionCookie(c, result.session, secure);
    clearGuestCartCookie(c, secure);
    return c.redirect(SITE_ROOT, 302);
  });
}

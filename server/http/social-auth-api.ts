import type { Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { completeSocialSignIn } from "../auth/social/complete-social-sign-in.ts";
import { SOCIAL_HANDSHAKE_COOKIE, SOCIAL_HANDSHAKE_SECONDS, isSocialProvider, socialCallbackPath, type SocialProviders } from "../auth/social/social.ts";
import { startSocialSignIn } from "../auth/social/start-social-sign-in.ts";
import { clearGuestCartCookie, guestCartToken, isHttps, sessionToken, writeSessionCookie } from "./auth-http.ts";
import { statusForCode } from "./error-status.ts";
import type { ApiServices } from "./store-api.ts";

// Browser routes of social sign-in: /auth/:provider/start sends the browser to the provider,
// /auth/:provider/callback finishes. Success goes to the site root (spec §2); force-register goes
// to the account page's register form; failures go there with ?social_error=<code>.

const SITE_ROOT = "/";
const MY_ACCOUNT_PATH = "/my-account";

export function getSocialHandle(c: Context): string | null {
  return getCookie(c, SOCIAL_HANDSHAKE_COOKIE) ?? null;
}

function writeHandshakeCookie(c: Context, handle: string): void {
  setCookie(c, SOCIAL_HANDSHAKE_COOKIE, handle, { path: "/", httpOnly: true, sameSite: "Lax", secure: isHttps(c), maxAge: SOCIAL_HANDSHAKE_SECONDS });
}

export function mountSocialAuth(app: Hono, services: ApiServices, providers: SocialProviders): void {
  const { db, config, logger } = services;

  app.get("/auth/:provider/start", async (c) => {
    const provider = c.req.param("provider");
    c.header("Cache-Control", "no-store");
    if (!isSocialProvider(provider)) return c.json({ error: { code: "social_provider_disabled" } }, 404);
    const redirectUri = new URL(socialCallbackPath(provider), config.shop.url).href;
    const result = await startSocialSignIn(db, providers, { provider, redirectUri }, new Date());
    if (!result.ok) return c.json({ error: { code: result.code } }, statusForCode(result.code));
    writeHandshakeCookie(c, result.handle);
    return c.redirect(result.authorizationUrl, 302);
  });

  app.get("/auth/:provider/callback", async (c) => {
    const provider = c.req.param("provider");
    c.header("Cache-Control", "no-store");
    if (!isSocialProvider(provider)) return c.json({ error: { code: "social_provider_disabled" } }, 404);
    // The address the provider was told to return to, with what it sent back: behind a proxy the
    // request's own URL may differ from it, and the token exchange must repeat it exactly.
    const callbackUrl = new URL(socialCallbackPath(provider), config.shop.url);
    callbackUrl.search = new URL(c.req.url).search;
    const input = { provider, callbackUrl, handle: getSocialHandle(c), previousSessionToken: sessionToken(c), guestCartToken: guestCartToken(c) };
    const result = await completeSocialSignIn(db, { providers, forceRegister: config.social.forceRegister }, input, new Date());
    deleteCookie(c, SOCIAL_HANDSHAKE_COOKIE, { path: "/", secure: isHttps(c) });
    if (!result.ok) {
      logger.warn({ provider, code: result.code, err: result.cause }, "social sign-in refused");
      return c.redirect(`${MY_ACCOUNT_PATH}?social_error=${result.code}`, 302);
    }
    if (result.kind === "register") {
      writeHandshakeCookie(c, result.handle);
      return c.redirect(`${MY_ACCOUNT_PATH}?social=register`, 302);
    }
    writeSessionCookie(c, result.session);
    clearGuestCartCookie(c);
    return c.redirect(SITE_ROOT, 302);
  });
}

import type { MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";
import { ACCOUNT_API_BASE, replyFailure } from "./account-reply.ts";
import { ensureCsrfCookie } from "./auth-http.ts";
import { apiError } from "./edge/api-error.ts";
import { cookiesAreSecure } from "./edge/cookies.ts";
import { checkCsrfFor } from "./edge/csrf-policy.ts";

// The JSON API's CSRF guard, mounted by mountStoreApi before any /api/v1 route (the page actions
// have theirs in app/csrf-guard.server.ts; both follow server/http/edge/csrf-policy.ts). Safe
// requests receive the token cookie when the browser has none yet, so the storefront script can
// echo it on its next post.

export function csrfProtection(config: Config): MiddlewareHandler {
  const secure = cookiesAreSecure(config);
  return async (c, next) => {
    const verdict = await checkCsrfFor(c.req.raw, config.shop.acceptedHosts);
    if (verdict.ok) {
      if (c.req.method === "GET") ensureCsrfCookie(c, secure);
      await next();
      return;
    }
    // The popup reads its own shape; every other client reads the Store API's error.code.
    if (c.req.path.startsWith(ACCOUNT_API_BASE)) return replyFailure(c, { ok: false, code: "csrf_failed" });
    return apiError(c, { code: "csrf_failed", params: { reason: verdict.reason } });
  };
}

import type { MiddlewareHandler } from "hono";
import { checkCsrf } from "../auth/csrf.ts";
import { statusForCode } from "./error-status.ts";
import { ensureCsrfCookie } from "./auth-http.ts";

// Guards every state-changing request under the JSON API (the cart's too, guests included):
// same-origin first, then the double-submit token. Safe requests receive the token cookie when
// the browser has none yet, so the storefront script can echo it on its next post.

export function csrfProtection(extraOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await checkCsrf(c.req.raw, extraOrigins);
    if (verdict.ok) {
      if (c.req.method === "GET") ensureCsrfCookie(c);
      await next();
      return;
    }
    c.header("Cache-Control", "no-store");
    // The popup reads {error, code}; every other client reads error.code. Words come from the client's catalogue.
    const body = c.req.path.startsWith("/api/v1/account/")
      ? { error: 1, code: "csrf_failed", reason: verdict.reason }
      : { error: { code: "csrf_failed", params: { reason: verdict.reason } } };
    return c.json(body, statusForCode("csrf_failed"));
  };
}

import type { MiddlewareHandler } from "hono";
import { ensureCsrfCookie } from "./auth-http.ts";
import { checkCsrfFor } from "./edge/csrf-policy.ts";
import { statusForCode } from "./error-status.ts";

// The JSON API's CSRF guard, mounted by mountStoreApi before any /api/v1 route (the page actions
// have theirs in app/csrf-guard.server.ts; both follow server/http/edge/csrf-policy.ts). Safe
// requests receive the token cookie when the browser has none yet, so the storefront script can
// echo it on its next post.

export function csrfProtection(acceptedHosts: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await checkCsrfFor(c.req.raw, acceptedHosts);
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

import type { Context } from "hono";
import type { AuthFailure } from "../auth/auth.ts";
import type { AuthMessageCode } from "../auth/auth-codes.ts";
import { statusForCode, type ErrorCode } from "./error-status.ts";

// The login popup's reply shape (spec §3/§7): {error, redirect}, error 0 on success, plus a stable
// `code` (and `field`, `retry_after` when they apply). The popup's `notice` words come from the
// storefront's catalogue, keyed by `code`, not from the server. Shared by the account handlers.

export const ACCOUNT_API_BASE = "/api/v1/account";

/** Only a path on this site: an open redirect would make our login page a phishing tool. */
export function safeRedirect(value: string | undefined, fallback: string): string {
  return value !== undefined && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") ? value : fallback;
}

export function reply(c: Context, body: { code: AuthMessageCode; redirect?: string }): Response {
  c.header("Cache-Control", "no-store");
  return c.json({ error: 0, ...body });
}

export function replyFailure(c: Context, failure: AuthFailure<ErrorCode & AuthMessageCode> | { ok: false; code: ErrorCode & AuthMessageCode; field?: string }): Response {
  c.header("Cache-Control", "no-store");
  const retryAfter = "retryAfterSeconds" in failure ? failure.retryAfterSeconds : undefined;
  if (retryAfter !== undefined) c.header("Retry-After", String(retryAfter));
  const body = {
    error: 1,
    code: failure.code,
    ...(failure.field === undefined ? {} : { field: failure.field }),
    ...(retryAfter === undefined ? {} : { retry_after: retryAfter }),
  };
  return c.json(body, statusForCode(failure.code));
}

export function invalidRequest(c: Context): Response {
  c.header("Cache-Control", "no-store");
  return c.json({ error: 1, code: "invalid_request" }, statusForCode("invalid_request"));
}


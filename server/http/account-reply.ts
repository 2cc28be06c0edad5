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

/** JSON or form fields (the popup posts serialized forms; scripts may post JSON). */
export async function readFields(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
    const body = await c.req.parseBody();
    return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  }
  const raw = await c.req.text();
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    return {};
  }
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


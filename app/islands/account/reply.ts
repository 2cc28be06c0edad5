import type { AccountPanel } from "../../components/account/account-panels.ts";

// What to do with the login form's reply {notice, error, redirect} (spec §3, §4, §8). Pure, so
// every branch is unit-tested without a browser.

export type ReplyAction =
  /** No error field at all: something else answered the request (spec §8's conflict message). */
  | { kind: "conflict" }
  | { kind: "error"; code: string; notice: string; field: string | null }
  /** error 0 with a redirect: go there after REDIRECT_DELAY_MS. */
  | { kind: "redirect"; code: string; notice: string; url: string }
  /** After a password reset the form and its hint are removed. */
  | { kind: "remove-form"; code: string; notice: string }
  /** error 0 without a redirect: the form is hidden and reset. */
  | { kind: "hide-form"; code: string; notice: string };

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Only a path on this site, as the server itself insists. */
function sameSitePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.includes("\\");
}

export function decideReply(body: unknown, panel: AccountPanel): ReplyAction {
  if (typeof body !== "object" || body === null || !("error" in body)) return { kind: "conflict" };
  const reply = body as { error: unknown; code?: unknown; notice?: unknown; redirect?: unknown; field?: unknown };
  const code = text(reply.code);
  const notice = text(reply.notice);
  if (reply.error !== 0 && reply.error !== "0") return { kind: "error", code, notice, field: text(reply.field) || null };
  const redirect = text(reply.redirect);
  if (redirect !== "" && sameSitePath(redirect)) return { kind: "redirect", code, notice, url: redirect };
  if (panel === "reset-password") return { kind: "remove-form", code, notice };
  return { kind: "hide-form", code, notice };
}

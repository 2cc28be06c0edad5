import type { AccountPanel } from "../../components/account/account-panels.ts";
import { retryMinutes } from "../../i18n/account-messages.en.ts";

// What to do with the login form's reply {error, code, redirect, retry_after} (spec §3, §4, §8). Pure, so
// every branch is unit-tested without a browser.

/** Params for the code's words: the server sends retry_after seconds, the words say minutes. */
export type ReplyParams = Record<string, number>;

export type ReplyAction =
  /** No error field at all: something else answered the request (spec §8's conflict message). */
  | { kind: "conflict" }
  | { kind: "error"; code: string; params: ReplyParams; field: string | null }
  /** error 0 with a redirect: go there after REDIRECT_DELAY_MS. */
  | { kind: "redirect"; code: string; params: ReplyParams; url: string }
  /** After a password reset the form and its hint are removed. */
  | { kind: "remove-form"; code: string; params: ReplyParams }
  /** error 0 without a redirect: the form is hidden and reset. */
  | { kind: "hide-form"; code: string; params: ReplyParams };

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Only a path on this site, as the server itself insists. */
function sameSitePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.includes("\\");
}

export function decideReply(body: unknown, panel: AccountPanel): ReplyAction {
  if (typeof body !== "object" || body === null || !("error" in body)) return { kind: "conflict" };
  const reply = body as { error: unknown; code?: unknown; retry_after?: unknown; redirect?: unknown; field?: unknown };
  const code = text(reply.code);
  const params: ReplyParams = typeof reply.retry_after === "number" ? { minutes: retryMinutes(reply.retry_after) } : {};
  if (reply.error !== 0 && reply.error !== "0") return { kind: "error", code, params, field: text(reply.field) || null };
  const redirect = text(reply.redirect);
  if (redirect !== "" && sameSitePath(redirect)) return { kind: "redirect", code, params, url: redirect };
  if (panel === "reset-password") return { kind: "remove-form", code, params };
  return { kind: "hide-form", code, params };
}

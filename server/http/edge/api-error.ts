import type { Context } from "hono";
import { statusForCode, type ErrorCode } from "../error-status.ts";

// The Store API's one error shape, {error: {code, params?, product_url?}}, with its status from the
// one map (error-status.ts) and never stored by a cache. Words are the client's, keyed by code.
// (The login popup keeps its own spec shape, {error: 1, code}: account-reply.ts.)

export interface ApiFailure {
  code: ErrorCode;
  params?: Readonly<Record<string, string | number>>;
  /** Where the shopper can choose what the request lacked (e.g. a variation). */
  productUrl?: string;
}

export function apiError(c: Context, failure: ApiFailure): Response {
  c.header("Cache-Control", "no-store");
  const error = {
    code: failure.code,
    ...(failure.params && Object.keys(failure.params).length > 0 ? { params: failure.params } : {}),
    ...(failure.productUrl === undefined ? {} : { product_url: failure.productUrl }),
  };
  return c.json({ error }, statusForCode(failure.code));
}

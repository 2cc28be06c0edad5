import { checkCsrf, isSafeMethod, isSameOriginRequest, type CsrfVerdict } from "../../auth/csrf.ts";

// Which CSRF check each state-changing request gets, for the JSON API and the page actions alike.
// Every post needs the double-submit token, except the few listed here: forms and scripts on
// catalogue pages, which are the same cached HTML for every visitor and so cannot carry a
// per-visitor token (docs/decisions/004). They keep the same-origin check. A route joins this
// list only on purpose; server/http/csrf-routes.int.test.ts walks every registered route.
// Webhooks from a payment processor come from its servers, not from a browser: no cookie, no
// origin. They carry the processor's signature instead, which their handler verifies before
// anything else; without a valid one they change nothing.

export type CsrfRule = "token" | "same-origin" | "signature";

interface SameOriginOnlyRoute {
  path: RegExp;
  /** Why this route cannot carry a token. */
  because: string;
}

export const SAME_ORIGIN_ONLY_ROUTES: readonly SameOriginOnlyRoute[] = [
  { path: /^\/cart\/?$/, because: "the no-JS add-to-cart forms of catalogue pages post here" },
  { path: /^\/product-table\/?$/, because: "the cached product table's \"Add Selected To Cart\" form posts here" },
  { path: /^\/product\/[^/]+\/?$/, because: "the review form sits on the cached product page" },
  { path: /^\/api\/v1\/products\/[^/]+\/variation$/, because: "the cached product page's island looks variations up (a read, a POST by spec §7)" },
  { path: /^\/api\/v1\/ad-block$/, because: "the theme script reports ad-block detection from every cached page (spec §7)" },
];

export const SIGNED_ROUTES: readonly SameOriginOnlyRoute[] = [
  { path: /^\/api\/v1\/payments\/stripe\/webhook$/, because: "Stripe posts its events from its servers, signed (Stripe-Signature)" },
];

export function csrfRuleFor(path: string): CsrfRule {
  if (SIGNED_ROUTES.some((route) => route.path.test(path))) return "signature";
  return SAME_ORIGIN_ONLY_ROUTES.some((route) => route.path.test(path)) ? "same-origin" : "token";
}

/** The verdict for one request under its route's rule; safe methods always pass. */
export async function checkCsrfFor(request: Request, acceptedHosts: readonly string[]): Promise<CsrfVerdict> {
  if (isSafeMethod(request.method)) return { ok: true };
  const rule = csrfRuleFor(new URL(request.url).pathname);
  if (rule === "signature") return { ok: true };
  if (rule === "token") return checkCsrf(request, acceptedHosts);
  return isSameOriginRequest(request, acceptedHosts) ? { ok: true } : { ok: false, reason: "cross_origin" };
}

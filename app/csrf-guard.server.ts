import { data, type MiddlewareFunction } from "react-router";
import { checkCsrfFor } from "../server/http/edge/csrf-policy.ts";
import { statusForCode } from "../server/http/error-status.ts";
import { servicesContext } from "./context.ts";

// The CSRF guard of every page action (no-JS forms), mounted as the root route's middleware so it
// runs before any action, whichever route holds it. The rule per route comes from the same policy
// as the JSON API's guard (server/http/edge/csrf-policy.ts). A refusal renders the root error
// boundary, which asks the shopper to reload (the page then carries a fresh token).

export const csrfGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { config } = context.get(servicesContext);
  const verdict = await checkCsrfFor(request, config.shop.acceptedHosts);
  if (!verdict.ok) throw data({ code: "csrf_failed" }, { status: statusForCode("csrf_failed"), headers: { "Cache-Control": "no-store" } });
  return next();
};

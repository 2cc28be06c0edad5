import { NO_ISLAND_SCRIPTS } from "../../server/http/island-scripts.ts";
import type { Kysely } from "kysely";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { loadConfig } from "../../server/config.ts";
import type { Database } from "../../server/db/schema.ts";
import type { PaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { servicesContext, type Services } from "../context.ts";

// What the route modules' int tests need to call a loader or an action as React Router does: the
// services in a router context (no mail goes out, the client is one documentation address), the
// arguments, and the answer whether it was returned or thrown (redirects and 404s are thrown).

export const TEST_CLIENT_IP = "192.0.2.9";

export function routeContext(db: Kysely<Database>, gateways: PaymentGateways, islands: Services["islands"] = NO_ISLAND_SCRIPTS): RouterContextProvider {
  const context = new RouterContextProvider();
  const config = loadConfig({ DATABASE_URL: "sqlite::memory:" });
  context.set(servicesContext, { db, config, logger: pino({ level: "silent" }), islands, gateways, mailer: { send: async () => undefined }, orderMails: { kick: () => undefined }, clientIp: TEST_CLIENT_IP });
  return context;
}

/** A loader's or an action's arguments, typed as the route's own (`A`). */
export function routeArgs<A>(context: RouterContextProvider, request: Request, params: Record<string, string> = {}): A {
  return { request, params, context } as unknown as A;
}

/** What the loader or action answered, returned or thrown. */
export async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

/** The HTTP status of a Response, or of React Router's `data(…, { status })`. */
export function statusOf(value: unknown): number | undefined {
  return value instanceof Response ? value.status : (value as { init?: { status?: number } } | null)?.init?.status;
}

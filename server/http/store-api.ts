import type { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { mountAuthApi } from "./auth-api.ts";
import { mountCartApi } from "./cart-api.ts";
import { mountCatalogApi } from "./catalog-api.ts";

export interface ApiServices {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
}

/** The JSON Store API under /api/v1. Handlers stay thin: parse, call a use case, map the result. */
export function mountStoreApi(app: Hono, services: ApiServices): void {
  app.get("/api/v1", (c) => c.json({ name: "Shopwright Store API", version: 1 }));
  // Catalogue lookups change nothing (the variation lookup is a POST only because spec §7 says so),
  // so they answer before the CSRF guard: the product page island can call them without a token.
  mountCatalogApi(app, services);
  mountAuthApi(app, services); // its CSRF guard runs before every state-changing /api/v1 route below

  mountCartApi(app, services);
}

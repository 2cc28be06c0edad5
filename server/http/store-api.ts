import type { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { mountAdBlockApi } from "./ad-block-api.ts";
import { mountAddressApi } from "./address-api.ts";
import { mountAuthApi, type AuthApiOptions } from "./auth-api.ts";
import { mountCaptchaApi } from "./captcha-api.ts";
import { mountCartApi } from "./cart-api.ts";
import { mountCatalogApi } from "./catalog-api.ts";
import { csrfProtection } from "./csrf-middleware.ts";
import { mountPaymentsApi, type PaymentsApiOptions } from "./payments-api.ts";

export interface ApiServices {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
}

/** The JSON Store API under /api/v1. Handlers stay thin: parse, call a use case, map the result. */
export function mountStoreApi(app: Hono, services: ApiServices, options: AuthApiOptions & PaymentsApiOptions = {}): void {
  // First, before any route: every state-changing API request is checked (server/http/edge/csrf-policy.ts).
  app.use("/api/v1/*", csrfProtection(services.config));
  app.get("/api/v1", (c) => c.json({ name: "Shopwright Store API", version: 1 }));
  mountCatalogApi(app, services);
  mountAddressApi(app);
  mountAuthApi(app, services, options);
  mountCartApi(app, services);
  mountPaymentsApi(app, services, options);
  mountAdBlockApi(app, services);
  mountCaptchaApi(app, services);
}

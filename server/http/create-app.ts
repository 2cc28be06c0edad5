import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { sql } from "kysely";
import type { Logger } from "pino";
import { RouterContextProvider, createRequestHandler, type ServerBuild } from "react-router";
import type { servicesContext } from "../../app/context.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createMailer } from "../mail/create-mailer.ts";
import type { Mailer } from "../mail/mail.ts";
import type { OrderMailSender } from "../orders/order-mail-sender.ts";
import { createShopMailSender } from "../../app/mail/shop-mail-sender.ts";
import { EDITOR_COOKIE } from "../auth/auth.ts";
import { MULTI_ADD_ANSWER_COOKIE } from "../cart/multi-add-answer-cookie.ts";
import { clientIp } from "./auth-http.ts";
import { compressResponses } from "./compress-responses.ts";
import { hostGuard } from "./edge/host-guard.ts";
import { asPublicRequest } from "./edge/public-request.ts";
import { readIslandScripts } from "./island-scripts.ts";
import { requestLog } from "./request-log.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import { servePrecompressed } from "./serve-precompressed.ts";
import type { PaymentEventHandler } from "./payments-api.ts";
import { applyPaymentEvent } from "../checkout/apply-payment-event.ts";
import { createPaymentGateways } from "../payments/create-payment-gateways.ts";
import { stripeFromSettings } from "../payments/stripe/create-stripe-processor.ts";
import { mountStoreApi } from "./store-api.ts";
import { getShopVersion } from "./shop-version.ts";

export interface AppDependencies {
  build: ServerBuild;
  clientDir: string;
  database: DatabaseHandle;
  config: Config;
  logger: Logger;
  /** Defaults to the one built from config.mail; tests pass a recording one. */
  mailer?: Mailer;
  /** What a verified processor event (Stripe webhook) does to its order; see payments-api.ts. */
  onPaymentEvent?: PaymentEventHandler;
  /** The process's order mail sender (main.ts shares it with the jobs); defaults to one over `mailer`. */
  orderMails?: OrderMailSender;
}

// The edge adapts the app: it may name the app's context type (never the other way round).
type ServicesKey = typeof servicesContext;

/** The context key lives in the app bundle; app/entry.server.tsx re-exports it for us. */
function servicesKeyFrom(build: ServerBuild): ServicesKey {
  const key: unknown = (build.entry.module as { servicesContext?: unknown }).servicesContext;
  if (!key) throw new Error("The server build does not export servicesContext from its entry");
  return key;
}

export interface ShopApp {
  app: Hono;
  /** Serve this first from node:http: it answers cached catalogue pages without entering Hono. */
  pageCache: PageCache;
}

export function createApp({ build, clientDir, database, config, logger, mailer = createMailer(config.mail), onPaymentEvent, orderMails }: AppDependencies): ShopApp {
  const orderMailSender = orderMails ?? createShopMailSender({ db: database.db, config, mailer, logger });
  const app = new Hono();
  const pageCache = createPageCache({
    // An editor's pages (edit links), and the table page showing a no-JS multi-add's answer, are theirs alone.
    bypassCookies: [EDITOR_COOKIE, MULTI_ADD_ANSWER_COOKIE],
    getVersion: () => getShopVersion(database.db, config.shop.timeZone),
    onVersionError: (error) => logger.error({ err: error }, "reading the catalogue version failed"),
  });
  const handleDocument = createRequestHandler(build, process.env.NODE_ENV ?? "production");
  const servicesKey = servicesKeyFrom(build);
  const islands = readIslandScripts(clientDir);

  app.use(requestLog(logger));

  app.use(hostGuard(config.shop.acceptedHosts));
  // Outside the page cache, which stores identity bodies and answers with its own variants.
  app.use(compressResponses());
  app.use(pageCache.middleware);

  app.get("/healthz", async (c) => {
    try {
      await sql`select 1`.execute(database.db);
      return c.json({ status: "ok", database: database.kind });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      return c.json({ status: "error", database: database.kind }, 503);
    }
  });

  // Built files carry a content hash in their names, so they never change under one URL.
  const IMMUTABLE = "public, max-age=31536000, immutable";
  const precompressedBuiltFiles = servePrecompressed({ root: clientDir, headers: { "cache-control": IMMUTABLE } });
  const builtFiles = serveStatic({ root: clientDir, onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE) });
  for (const path of ["/assets/*", "/islands/*"]) app.use(path, precompressedBuiltFiles, builtFiles);
  app.use(
    "/media/*",
    serveStatic({
      root: config.mediaDir,
      rewriteRequestPath: (path) => path.replace(/^\/media/, ""),
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=86400"),
    }),
  );
  app.use("/favicon.svg", servePrecompressed({ root: clientDir }), serveStatic({ root: clientDir }));
  app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));

  mountStoreApi(app, { db: database.db, config, logger }, { mailer, orderMails: orderMailSender, onPaymentEvent: onPaymentEvent ?? ((trx, event) => applyPaymentEvent(trx, event, config.shop)) });
  const gateways = createPaymentGateways(database.db, { production: config.production, stripe: stripeFromSettings(config.stripe, config.shop.url).processor });

  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(servicesKey, { db: database.db, config, logger, islands, mailer, orderMails: orderMailSender, gateways, clientIp: clientIp(c, config) });
    return handleDocument(asPublicRequest(c.req.raw, config.shop.url), context);
  });

  return { app, pageCache };
}

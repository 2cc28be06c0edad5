import { operatorNodeEnv } from "./production-env.ts";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createServer } from "node:http";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig } from "./config.ts";
import { connectDatabase } from "./db/connect.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { createShopMailSender } from "../app/mail/shop-mail-sender.ts";
import { createApp } from "./http/create-app.ts";
import { createShopListener } from "./http/shop-listener.ts";
import { startShopJobs } from "./jobs/start-shop-jobs.ts";
import { createLogger } from "./logger.ts";
import { createMailer } from "./mail/create-mailer.ts";
import { createPaymentGateways } from "./payments/create-payment-gateways.ts";
import { stripeFromSettings } from "./payments/stripe/create-stripe-processor.ts";
import { prepareDemoShop } from "./prepare-demo-shop.ts";
import { renewalPaymentsThroughGateways } from "./subscriptions/renewal-payments.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: operatorNodeEnv });
  const logger = createLogger(config.logLevel);
  const database = connectDatabase(config.databaseUrl, { poolSize: config.databasePoolSize, checkpointInBackground: true });
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ applied }, "database migrated");
  if (config.seedDemo) await prepareDemoShop(database.db, config, logger);

  const serverBuildPath = resolve("build/server/index.js");
  if (!existsSync(serverBuildPath)) {
    throw new ConfigError("No build found at build/server. Run `npm run build` (npm start does it for you).");
  }
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  // One mailer and one order mail sender for the process: requests kick the sender after their
  // changes commit, the scheduled job drains it (docs/decisions/022).
  const mailer = createMailer(config.mail);
  const orderMails = createShopMailSender({ db: database.db, config, mailer, logger });
  const shop = createApp({ build, clientDir: resolve("build/client"), database, config, logger, mailer, orderMails });
  const server = createServer(createShopListener(shop, config.shop.acceptedHosts));
  server.listen(config.port, config.host, () => {
    logger.info({ port: config.port, database: database.kind, hosts: config.shop.acceptedHosts }, `Shopwright is serving ${config.shop.url}`);
  });
  // Several processes may run the jobs at once (each slot runs once); JOBS_IN_PROCESS=false leaves
  // them to `shop worker` processes.
  // Renewals are charged through the same gateways the shop's pages charge with.
  const renewalPayments = renewalPaymentsThroughGateways(createPaymentGateways(database.db, { production: config.production, stripe: stripeFromSettings(config.stripe, config.shop.url).processor }));
  const jobPorts = { sendOrderMails: (now: Date) => orderMails.drain(now), renewalPayments, shopTimeZone: config.shop.timeZone };
  const jobs = config.jobsInProcess ? startShopJobs(database.db, logger, jobPorts) : null;
  // Mails a previous run committed but did not send (it stopped first) go out now.
  orderMails.kick();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing open requests");
    const force = setTimeout(() => {
      logger.warn("open requests did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // No new job passes from now on; a pass under way finishes while open requests do.
    const jobsStopped = jobs?.stop() ?? Promise.resolve();
    server.close(() => {
      // The last requests may have kicked the order mail sender: what it is sending goes out first.
      Promise.all([jobsStopped, orderMails.stop()])
        .then(() => database.close())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          logger.error({ err: error }, "closing the database failed");
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Shopwright failed to start:", error);
  }
  process.exit(1);
});

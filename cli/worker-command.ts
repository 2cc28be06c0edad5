import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { createShopMailSender } from "../app/mail/shop-mail-sender.ts";
import type { Config } from "../server/config.ts";
import type { Database } from "../server/db/schema.ts";
import { startShopJobs } from "../server/jobs/start-shop-jobs.ts";
import { createMailer } from "../server/mail/create-mailer.ts";
import { createPaymentGateways } from "../server/payments/create-payment-gateways.ts";
import { stripeFromSettings } from "../server/payments/stripe/create-stripe-processor.ts";
import { renewalPaymentsThroughGateways } from "../server/subscriptions/renewal-payments.ts";
import type { Mailer } from "../server/mail/mail.ts";
import type { CommandOutput } from "./import-products-command.ts";

// `shop worker`: runs the scheduled jobs and nothing else, for deployments that set
// JOBS_IN_PROCESS=false on the web processes. Any number of workers may run: each slot runs once.
// It sends the order mails the web processes left in the outbox (docs/decisions/022) and charges
// subscription renewals through the shop's payment gateways (docs/decisions/026).

export interface WorkerServices {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  /** Defaults to the one built from config.mail. */
  mailer?: Mailer;
}

/** Runs the jobs until `stop` settles (the CLI passes SIGTERM/SIGINT), then lets the pass under way finish. */
export async function runWorker(services: WorkerServices, output: CommandOutput, stop: Promise<void>, clock?: () => Date): Promise<number> {
  const { db, config, logger } = services;
  const orderMails = createShopMailSender({ db, config, logger, mailer: services.mailer ?? createMailer(config.mail) });
  const gateways = createPaymentGateways(db, { production: config.production, stripe: stripeFromSettings(config.stripe, config.shop.url).processor, ...(clock ? { clock } : {}) });
  const ports = { sendOrderMails: (now: Date) => orderMails.drain(now), renewalPayments: renewalPaymentsThroughGateways(gateways), shopTimeZone: config.shop.timeZone };
  const scheduler = startShopJobs(db, logger, ports, clock);
  output.out("Running the scheduled jobs; stop with Ctrl+C or SIGTERM.");
  await stop;
  await scheduler.stop();
  await orderMails.stop();
  output.out("Stopped.");
  return 0;
}

/** Settles on the first SIGTERM or SIGINT. */
export function untilTerminated(): Promise<void> {
  return new Promise((resolve) => {
    process.once("SIGTERM", () => resolve());
    process.once("SIGINT", () => resolve());
  });
}

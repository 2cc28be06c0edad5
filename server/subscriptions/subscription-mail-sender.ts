import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema.ts";
import { createOutboxSender, type OutboxSender } from "../outbox-sender.ts";
import type { SubscriptionMailDelivery } from "./subscription-mails.ts";
import { SUBSCRIPTION_MAILS_PER_PASS, sendSubscriptionMails } from "./send-subscription-mails.ts";

// A process's sender of subscription mails, run as the order mails' sender is
// (server/outbox-sender.ts), so the edge can kick, drain and stop both as one.

export type SubscriptionMailSender = OutboxSender;

export interface SubscriptionMailSenderOptions {
  db: Kysely<Database>;
  deliver: SubscriptionMailDelivery;
  logger: Logger;
  clock?: () => Date;
}

export function createSubscriptionMailSender({ db, deliver, logger, clock }: SubscriptionMailSenderOptions): SubscriptionMailSender {
  return createOutboxSender({
    sendPass: (now) => sendSubscriptionMails(db, deliver, now),
    perPass: SUBSCRIPTION_MAILS_PER_PASS,
    reportFailure: (failure) => {
      const detail = { subscriptionId: failure.subscriptionId, mail: failure.kind, attempt: failure.attempt, error: failure.error };
      if (failure.gaveUp) logger.error(detail, "subscription mail given up after its last attempt");
      else logger.warn(detail, "sending a subscription mail failed; it will be tried again");
    },
    reportError: (error) => logger.error({ err: error }, "sending subscription mails failed"),
    ...(clock === undefined ? {} : { clock }),
  });
}

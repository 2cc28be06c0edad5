import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema.ts";
import type { OrderMailsSummary } from "../orders/order-mail-sender.ts";
import type { SubscriptionMailDelivery } from "./subscription-mails.ts";
import { SUBSCRIPTION_MAILS_PER_PASS, sendSubscriptionMails, type SubscriptionMailsPass } from "./send-subscription-mails.ts";

// A process's sender of subscription mails, shaped as the order mails' sender is (kick after a
// change commits, drain from the job, stop at shutdown), so the edge can run both as one.

export interface SubscriptionMailSender {
  kick(): void;
  drain(now?: Date): Promise<OrderMailsSummary>;
  stop(): Promise<void>;
}

export interface SubscriptionMailSenderOptions {
  db: Kysely<Database>;
  deliver: SubscriptionMailDelivery;
  logger: Logger;
  clock?: () => Date;
}

export function createSubscriptionMailSender({ db, deliver, logger, clock = () => new Date() }: SubscriptionMailSenderOptions): SubscriptionMailSender {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const report = (pass: SubscriptionMailsPass): void => {
    for (const failure of pass.failures) {
      const detail = { subscriptionId: failure.subscriptionId, mail: failure.kind, attempt: failure.attempt, error: failure.error };
      if (failure.gaveUp) logger.error(detail, "subscription mail given up after its last attempt");
      else logger.warn(detail, "sending a subscription mail failed; it will be tried again");
    }
  };

  const drain = async (now?: Date): Promise<OrderMailsSummary> => {
    const summary: OrderMailsSummary = { sent: 0, skipped: 0, failed: 0 };
    for (;;) {
      const pass = await sendSubscriptionMails(db, deliver, now ?? clock());
      report(pass);
      summary.sent += pass.sent;
      summary.skipped += pass.skipped;
      summary.failed += pass.failures.length;
      if (pass.claimed < SUBSCRIPTION_MAILS_PER_PASS) return summary;
    }
  };

  const run = (): void => {
    running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => drain())
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, "sending subscription mails failed"),
      )
      .then(() => {
        running = null;
        // A kick that came while this drain ran may have queued mails it did not see.
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };

  return {
    kick() {
      if (stopped) return;
      if (running !== null) {
        again = true;
        return;
      }
      run();
    },
    drain,
    async stop() {
      stopped = true;
      while (running !== null) await running;
    },
  };
}

import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema.ts";
import type { OrderMailDelivery } from "./order-mails.ts";
import { ORDER_MAILS_PER_PASS, sendOrderMails, type OrderMailsPass } from "./send-order-mails.ts";

// A process's sender of order mails. The edge kicks it after a use case that may have moved an
// order commits, so mails go out within moments without a worker; the scheduled job drains it
// too, which picks up whatever a crash or an unreachable mail server left behind.

/** A type, not an interface, so it reads as the jobs' summary (a record of counts). */
export type OrderMailsSummary = {
  sent: number;
  skipped: number;
  failed: number;
};

export interface OrderMailSender {
  /** Sends what is due, soon, without holding up the caller (whose reply goes out first). */
  kick(): void;
  /** Sends everything due now; resolves when done. The scheduled job calls this. */
  drain(now?: Date): Promise<OrderMailsSummary>;
  /** No more kicks; waits for the sending under way, so the database can close after. */
  stop(): Promise<void>;
}

export interface OrderMailSenderOptions {
  db: Kysely<Database>;
  deliver: OrderMailDelivery;
  logger: Logger;
  clock?: () => Date;
}

export function createOrderMailSender({ db, deliver, logger, clock = () => new Date() }: OrderMailSenderOptions): OrderMailSender {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const report = (pass: OrderMailsPass): void => {
    for (const failure of pass.failures) {
      const detail = { orderId: failure.orderId, mail: failure.kind, attempt: failure.attempt, error: failure.error };
      if (failure.gaveUp) logger.error(detail, "order mail given up after its last attempt");
      else logger.warn(detail, "sending an order mail failed; it will be tried again");
    }
  };

  const drain = async (now?: Date): Promise<OrderMailsSummary> => {
    const summary: OrderMailsSummary = { sent: 0, skipped: 0, failed: 0 };
    for (;;) {
      const pass = await sendOrderMails(db, deliver, now ?? clock());
      report(pass);
      summary.sent += pass.sent;
      summary.skipped += pass.skipped;
      summary.failed += pass.failures.length;
      if (pass.claimed < ORDER_MAILS_PER_PASS) return summary;
    }
  };

  const run = (): void => {
    running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => drain())
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, "sending order mails failed"),
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

import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema.ts";
import { createOutboxSender, type OutboxSender, type OutboxSummary } from "../outbox-sender.ts";
import type { OrderMailDelivery } from "./order-mails.ts";
import { ORDER_MAILS_PER_PASS, sendOrderMails } from "./send-order-mails.ts";

// A process's sender of order mails (server/outbox-sender.ts runs the passes): kicked by the edge
// after a use case that may have moved an order commits, drained by the scheduled job.

export type OrderMailsSummary = OutboxSummary;
export type OrderMailSender = OutboxSender;

export interface OrderMailSenderOptions {
  db: Kysely<Database>;
  deliver: OrderMailDelivery;
  logger: Logger;
  clock?: () => Date;
}

export function createOrderMailSender({ db, deliver, logger, clock }: OrderMailSenderOptions): OrderMailSender {
  return createOutboxSender({
    sendPass: (now) => sendOrderMails(db, deliver, now),
    perPass: ORDER_MAILS_PER_PASS,
    reportFailure: (failure) => {
      const detail = { orderId: failure.orderId, mail: failure.kind, attempt: failure.attempt, error: failure.error };
      if (failure.gaveUp) logger.error(detail, "order mail given up after its last attempt");
      else logger.warn(detail, "sending an order mail failed; it will be tried again");
    },
    reportError: (error) => logger.error({ err: error }, "sending order mails failed"),
    ...(clock === undefined ? {} : { clock }),
  });
}

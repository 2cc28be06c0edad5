import type { Kysely } from "kysely";
import { createShopMailSender } from "../app/mail/shop-mail-sender.ts";
import type { Config } from "../server/config.ts";
import type { Database } from "../server/db/schema.ts";
import { createLogger } from "../server/logger.ts";
import { createMailer } from "../server/mail/create-mailer.ts";
import type { CommandOutput } from "./import-products-command.ts";

// After a command that moved orders (`shop orders complete|cancel|refund`), the mails it queued
// (the customer's completed or refunded mail, the shop's cancelled mail) go out before it exits
// rather than with the next job pass (docs/decisions/022), with the subscription mails its changes
// queued (a subscription activated by a completed order; docs/decisions/031). One that cannot be
// sent now stays in its outbox for the send-order-mails job.

export async function sendOrderMailsNow(db: Kysely<Database>, config: Config, output: CommandOutput): Promise<void> {
  const sender = createShopMailSender({ db, config, mailer: createMailer(config.mail), logger: createLogger(config.logLevel) });
  const summary = await sender.drain();
  if (summary.sent > 0) output.out(`Sent ${summary.sent} order mail(s).`);
  if (summary.failed > 0) output.err(`${summary.failed} order mail(s) could not be sent now; the send-order-mails job will try again.`);
}

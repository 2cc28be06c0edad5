import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { withholdOrderMails } from "../orders/withhold-order-mails.ts";
import type { RenewalRetry } from "./renewal-retry-schedule.ts";
import { queueSubscriptionMails } from "./subscription-mail-outbox.repository.ts";
import { failedRenewalMail } from "./subscription-mails.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// The mails of a renewal's outcomes (docs/decisions/031), queued by the renewal engine in the
// transaction that records the outcome. A renewal order is an order, so the orders module queues
// its own mails for it too; where WooCommerce Subscriptions words a renewal its own way, the
// order's mail is withheld in the same transaction and the subscription's goes instead.

/** A manual renewal's order waits for the customer: WooCommerce Subscriptions' renewal invoice, with the link to pay it. */
export async function queueRenewalInvoice(trx: Kysely<Database>, subscriptionId: number, orderId: number, now: Date): Promise<void> {
  await queueSubscriptionMails(subscriptionsDb(trx), subscriptionId, [{ kind: "customer_renewal_invoice", occasion: String(orderId), orderId }], now.toISOString());
}

export interface FailedRenewalCharge {
  subscriptionId: number;
  orderId: number;
  /** Retries made before this charge (0: the scheduled charge). */
  attempt: number;
  code: string;
  retry: RenewalRetry | null;
}

/**
 * An automatic charge failed. The customer hears of the first failure (issue 10: the subscription
 * goes on hold and the customer is emailed), of a retry's failure when its rule says so
 * (WooCommerce's retry rules spare them some), and of the last one, after which only they can pay.
 * The order's own "unsuccessful" mail to the customer is withheld: this one says more.
 */
export async function queueFailedRenewalMail(trx: Kysely<Database>, failure: FailedRenewalCharge, now: Date): Promise<void> {
  await withholdOrderMails(trx, failure.orderId, ["customer_failed_order"], now);
  const tell = failure.attempt === 0 || failure.retry === null || failure.retry.rule.emailCustomer;
  if (!tell) return;
  const mail = failedRenewalMail({ orderId: failure.orderId, attempt: failure.attempt, code: failure.code, retryAt: failure.retry === null ? null : failure.retry.retryAt.toISOString() });
  await queueSubscriptionMails(subscriptionsDb(trx), failure.subscriptionId, [mail], now.toISOString());
}

/** A renewal paid, however: the shop's "New subscription renewal order" instead of the order's "New order". */
export async function queueNewRenewalOrderMail(trx: Kysely<Database>, subscriptionId: number, orderId: number, now: Date): Promise<void> {
  await withholdOrderMails(trx, orderId, ["new_order"], now);
  await queueSubscriptionMails(subscriptionsDb(trx), subscriptionId, [{ kind: "new_renewal_order", occasion: String(orderId), orderId }], now.toISOString());
}

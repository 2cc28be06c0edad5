import type { Logger } from "pino";
import type { OrderMailSender, OrderMailsSummary } from "../../server/orders/order-mail-sender.ts";
import { createShopOrderMailSender, type OrderMailDeliveryDependencies } from "./deliver-order-mail.ts";
import { createShopSubscriptionMailSender } from "./deliver-subscription-mail.ts";

// The process's one mail sender over both outboxes: the order mails (docs/decisions/022) and the
// subscription mails (docs/decisions/031). Every place that kicks the order mails after a change
// commits (checkout, pay-for-order, the webhook, the account's actions) may have moved a
// subscription in the same transaction (its parent or renewal order paid), so one kick sends
// both; the scheduled send-order-mails job and the CLI drain both. The two modules keep their own
// tables and senders; only the edge joins them.

function add(a: OrderMailsSummary, b: OrderMailsSummary): OrderMailsSummary {
  return { sent: a.sent + b.sent, skipped: a.skipped + b.skipped, failed: a.failed + b.failed };
}

export function createShopMailSender(dependencies: OrderMailDeliveryDependencies & { logger: Logger }): OrderMailSender {
  const orders = createShopOrderMailSender(dependencies);
  const subscriptions = createShopSubscriptionMailSender(dependencies);
  return {
    kick() {
      orders.kick();
      subscriptions.kick();
    },
    async drain(now?: Date) {
      // One after the other: each holds its own leases, and the mail server sees one sender at a time.
      const sentForOrders = await orders.drain(now);
      return add(sentForOrders, await subscriptions.drain(now));
    },
    async stop() {
      await Promise.all([orders.stop(), subscriptions.stop()]);
    },
  };
}

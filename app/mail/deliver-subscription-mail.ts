import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "../../server/config.ts";
import type { Database } from "../../server/db/schema.ts";
import type { Mailer } from "../../server/mail/mail.ts";
import { createSubscriptionMailSender, type SubscriptionMailSender } from "../../server/subscriptions/subscription-mail-sender.ts";
import type { SubscriptionMailDelivery } from "../../server/subscriptions/subscription-mails.ts";
import { composeSubscriptionMail } from "./compose-subscription-mail.ts";
import { mailShopOf } from "./mail-layout.ts";

// The edge's side of the subscription mails (docs/decisions/031): whom each goes to (the
// subscription's billing email, or the shop's SHOP_ADMIN_EMAIL), the words
// (compose-subscription-mail.ts), and the mailer.

export interface SubscriptionMailDeliveryDependencies {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
}

export function subscriptionMailDelivery({ config, mailer }: Omit<SubscriptionMailDeliveryDependencies, "db">): SubscriptionMailDelivery {
  return async (mail) => {
    const to = mail.recipient === "customer" ? mail.subscription.billing.email : config.shop.adminEmail;
    if (to.trim() === "") return "skipped";
    await mailer.send(composeSubscriptionMail({ ...mail, to, shop: mailShopOf(config), timeZone: config.shop.timeZone }));
    return "sent";
  };
}

export function createShopSubscriptionMailSender(dependencies: SubscriptionMailDeliveryDependencies & { logger: Logger }): SubscriptionMailSender {
  return createSubscriptionMailSender({ db: dependencies.db, deliver: subscriptionMailDelivery(dependencies), logger: dependencies.logger });
}

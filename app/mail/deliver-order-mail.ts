import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "../../server/config.ts";
import type { Database } from "../../server/db/schema.ts";
import type { Mailer } from "../../server/mail/mail.ts";
import { createOrderMailSender, type OrderMailSender } from "../../server/orders/order-mail-sender.ts";
import type { OrderMailDelivery, OrderMailKind, OrderMailToSend } from "../../server/orders/order-mails.ts";
import { isOneOf } from "../../server/parse-enum.ts";
import { OFFLINE_GATEWAY_IDS, type BankAccount } from "../../server/payments/payments.ts";
import { offlinePaymentFacts } from "../components/checkout/offline-payment-facts.server.ts";
import { composeOrderMail } from "./compose-order-mail.ts";
import { mailShopOf } from "./mail-layout.ts";

// The edge's side of the order mails: whom each goes to (the order's billing email, or the shop's
// SHOP_ADMIN_EMAIL), what the payment settings add (an offline method's instructions, the bank
// details), the words (compose-order-mail.ts), and the mailer. The shop process and `shop worker`
// hand this to the orders module's sender (server/orders/order-mail-sender.ts).

type OfflineGatewayId = (typeof OFFLINE_GATEWAY_IDS)[number];

/** The customer mail WooCommerce puts each offline method's instructions in (bank transfer: with the bank details). */
const INSTRUCTIONS_IN = { bacs: "customer_on_hold_order", cheque: "customer_on_hold_order", cod: "customer_processing_order" } as const satisfies Record<OfflineGatewayId, OrderMailKind>;

/** The offline method whose instructions this mail carries, if any. */
function instructedMethod(mail: OrderMailToSend): OfflineGatewayId | null {
  const method = mail.order.paymentMethod;
  return isOneOf(OFFLINE_GATEWAY_IDS, method) && INSTRUCTIONS_IN[method] === mail.kind ? method : null;
}

async function paymentFactsOf(db: Kysely<Database>, mail: OrderMailToSend): Promise<{ paymentInstructions: string | null; bankAccounts: readonly BankAccount[] }> {
  const method = instructedMethod(mail);
  if (method === null) return { paymentInstructions: null, bankAccounts: [] };
  const facts = await offlinePaymentFacts(db, method);
  return { paymentInstructions: facts.instructions, bankAccounts: facts.bankAccounts };
}

export interface OrderMailDeliveryDependencies {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
}

export function orderMailDelivery({ db, config, mailer }: OrderMailDeliveryDependencies): OrderMailDelivery {
  return async (mail) => {
    const to = mail.recipient === "customer" ? mail.order.email : config.shop.adminEmail;
    if (to.trim() === "") return "skipped";
    const payment = await paymentFactsOf(db, mail);
    await mailer.send(composeOrderMail({ kind: mail.kind, order: mail.order, to, shop: mailShopOf(config), ...payment }));
    return "sent";
  };
}

/** The process's order mail sender over this delivery: the shop process and `shop worker` each build one. */
export function createShopOrderMailSender(dependencies: OrderMailDeliveryDependencies & { logger: Logger }): OrderMailSender {
  return createOrderMailSender({ db: dependencies.db, deliver: orderMailDelivery(dependencies), logger: dependencies.logger });
}

import type { MailMessage } from "../../server/mail/mail.ts";
import { orderMailRecipient, type OrderMailKind } from "../../server/orders/order-mails.ts";
import type { Order } from "../../server/orders/orders.ts";
import type { BankAccount } from "../../server/payments/payments.ts";
import { orderPayPath, orderReceivedPath } from "../components/checkout/checkout-paths.ts";
import { renderMail, type MailPart, type MailShop } from "./mail-layout.ts";
import { linkLine, paragraph } from "./mail-parts.ts";
import { bankDetails, orderAddresses, orderDetails } from "./order-mail-parts.ts";
import { mailText } from "../i18n/mail-messages.en.ts";

// WooCommerce's order emails in the catalogue's words (issue 9): to the customer on hold (with
// the payment instructions and, for a bank transfer, the shop's bank details), processing,
// completed, refunded and failed; to the shop new, cancelled and failed. The orders module says
// which mail and which order (server/orders/order-mails.ts); this words it. Links are built from
// the shop's configured origin.

export interface OrderMailFacts {
  kind: OrderMailKind;
  order: Order;
  to: string;
  shop: MailShop;
  /**
   * How to pay an offline method (the merchant's words for it, or WooCommerce's defaults), shown
   * in the customer's on-hold and processing mails; null for none.
   */
  paymentInstructions: string | null;
  /** The accounts a bank transfer goes to, shown with the on-hold mail of a bank-transfer order. */
  bankAccounts: readonly BankAccount[];
}

function greeting(order: Order): string {
  return order.billing.first_name === "" ? mailText("mail.greetingNoName") : mailText("mail.greeting", order.billing.first_name);
}

/** The customer as the shop's mails name them: their full name, or their email without one. */
function customerName(order: Order): string {
  const name = [order.billing.first_name, order.billing.last_name].filter(Boolean).join(" ");
  return name === "" ? order.email : name;
}

interface Wording {
  subject: string;
  heading: string;
  /** Before the order's details. */
  opening: MailPart[];
  closing: string;
}

function wording(facts: OrderMailFacts): Wording {
  const { order, shop } = facts;
  const instructions = facts.paymentInstructions === null ? [] : [paragraph(facts.paymentInstructions)];
  switch (facts.kind) {
    case "customer_on_hold_order":
      return {
        subject: mailText("mail.customerOnHold.subject", shop.name),
        heading: mailText("mail.customerOnHold.heading"),
        opening: [paragraph(greeting(order)), paragraph(mailText("mail.customerOnHold.intro")), ...instructions, ...(facts.bankAccounts.length > 0 ? [bankDetails(facts.bankAccounts)] : [])],
        closing: mailText("mail.customerOnHold.closing"),
      };
    case "customer_processing_order":
      return {
        subject: mailText("mail.customerProcessing.subject", shop.name),
        heading: mailText("mail.customerProcessing.heading"),
        opening: [paragraph(greeting(order)), paragraph(mailText("mail.customerProcessing.intro", order.number)), ...instructions],
        closing: mailText("mail.customerProcessing.closing", shop.url),
      };
    case "customer_completed_order":
      return {
        subject: mailText("mail.customerCompleted.subject", shop.name),
        heading: mailText("mail.customerCompleted.heading"),
        opening: [paragraph(greeting(order)), paragraph(mailText("mail.customerCompleted.intro"))],
        closing: mailText("mail.customerCompleted.closing"),
      };
    case "customer_refunded_order":
      return {
        subject: mailText("mail.customerRefunded.subject", shop.name, order.number),
        heading: mailText("mail.customerRefunded.heading", order.number),
        opening: [paragraph(greeting(order)), paragraph(mailText("mail.customerRefunded.intro", shop.name))],
        closing: mailText("mail.customerRefunded.closing"),
      };
    case "customer_failed_order":
      return {
        subject: mailText("mail.customerFailed.subject", shop.name),
        heading: mailText("mail.customerFailed.heading"),
        opening: [
          paragraph(greeting(order)),
          paragraph(mailText("mail.customerFailed.intro")),
          paragraph(mailText("mail.customerFailed.retry", shop.name)),
          linkLine(mailText("mail.customerFailed.payLink"), `${shop.url}${orderPayPath(order.id, order.key)}`),
        ],
        closing: mailText("mail.customerFailed.closing"),
      };
    case "new_order":
      return {
        subject: mailText("mail.newOrder.subject", shop.name, order.number),
        heading: mailText("mail.newOrder.heading", order.number),
        opening: [paragraph(mailText("mail.newOrder.intro", customerName(order)))],
        closing: mailText("mail.newOrder.closing"),
      };
    case "cancelled_order":
      return {
        subject: mailText("mail.cancelledOrder.subject", shop.name, order.number),
        heading: mailText("mail.cancelledOrder.heading", order.number),
        opening: [paragraph(mailText("mail.cancelledOrder.intro", order.number, customerName(order)))],
        closing: mailText("mail.cancelledOrder.closing"),
      };
    case "failed_order":
      return {
        subject: mailText("mail.failedOrder.subject", shop.name, order.number),
        heading: mailText("mail.failedOrder.heading", order.number),
        opening: [paragraph(mailText("mail.failedOrder.intro", order.number, customerName(order)))],
        closing: mailText("mail.failedOrder.closing"),
      };
  }
}

/** The Message-ID every attempt at this mail carries: the order, the mail and the shop's host. */
function messageIdOf(facts: OrderMailFacts): string {
  return `<order-${facts.order.id}-${facts.kind.replaceAll("_", "-")}@${new URL(facts.shop.url).hostname}>`;
}

export function composeOrderMail(facts: OrderMailFacts): MailMessage {
  const words = wording(facts);
  const forShop = orderMailRecipient(facts.kind) === "shop";
  const details = orderDetails(facts.order, { locale: facts.shop.locale, orderUrl: `${facts.shop.url}${orderReceivedPath(facts.order.id, facts.order.key)}`, showSku: forShop });
  return renderMail(facts.shop, {
    to: facts.to,
    subject: words.subject,
    heading: words.heading,
    parts: [...words.opening, details, orderAddresses(facts.order), paragraph(words.closing)],
    messageId: messageIdOf(facts),
  });
}

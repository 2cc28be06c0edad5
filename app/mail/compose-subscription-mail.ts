import type { MailMessage } from "../../server/mail/mail.ts";
import type { Order } from "../../server/orders/orders.ts";
import { subscriptionMailRecipient, type SubscriptionMailKind } from "../../server/subscriptions/subscription-mails.ts";
import type { Subscription } from "../../server/subscriptions/subscriptions.ts";
import { viewSubscriptionPath } from "../components/account/subscription-paths.ts";
import { subscriptionDate } from "../components/account/subscription-words.ts";
import { orderPayPath, orderReceivedPath } from "../components/checkout/checkout-paths.ts";
import { orderPaymentMethodTitle } from "../i18n/payment-messages.en.ts";
import { subscriptionText } from "../i18n/subscription-messages.en.ts";
import { formatMoney } from "../../server/money/format-money.ts";
import { renderMail, type MailPart, type MailShop } from "./mail-layout.ts";
import { linkLine, paragraph } from "./mail-parts.ts";
import { orderAddresses, orderDetails } from "./order-mail-parts.ts";
import { subscriptionInfo } from "./subscription-mail-parts.ts";
import { dateTimeFormat } from "../i18n/intl-formats.ts";
import { mailText } from "../i18n/mail-messages.en.ts";

// The subscription mails in the catalogue's words (issue 10, "Emails"; docs/decisions/031). The
// subscriptions module says which mail, for which subscription and renewal order
// (server/subscriptions/subscription-mails.ts); this words it into the layout every mail shares.
// Links are built from the shop's configured origin, never a request's.

export interface SubscriptionMailFacts {
  kind: SubscriptionMailKind;
  subscription: Subscription;
  /** The renewal order the mail is about (renewal invoice, failed payment, new renewal order). */
  order: Order | null;
  params: Record<string, string | number>;
  occasion: string;
  to: string;
  shop: MailShop;
  /** The shop's IANA time zone: subscription dates are days of its calendar. */
  timeZone: string;
}

interface Wording {
  subject: string;
  heading: string;
  opening: MailPart[];
}

function greeting(subscription: Subscription): string {
  const name = subscription.billing.first_name;
  return name === "" ? mailText("mail.greetingNoName") : mailText("mail.greeting", name);
}

function customerName(subscription: Subscription): string {
  const name = [subscription.billing.first_name, subscription.billing.last_name].filter(Boolean).join(" ");
  return name === "" ? subscription.billing.email : name;
}

function requireOrder(facts: SubscriptionMailFacts): Order {
  if (facts.order === null) throw new Error(`The ${facts.kind} mail of subscription ${facts.subscription.id} needs its renewal order`);
  return facts.order;
}

function wording(facts: SubscriptionMailFacts): Wording {
  const { subscription, shop } = facts;
  const date = (iso: string) => subscriptionDate(iso, shop.locale, facts.timeZone);
  const hello = paragraph(greeting(subscription));
  const payUrl = (order: Order) => `${shop.url}${orderPayPath(order.id, order.key)}`;
  switch (facts.kind) {
    case "customer_new_subscription":
      return {
        subject: subscriptionText("subscriptionMail.newSubscription.subject", shop.name),
        heading: subscriptionText("subscriptionMail.newSubscription.heading"),
        opening: [hello, paragraph(subscriptionText("subscriptionMail.newSubscription.intro", subscription.number))],
      };
    case "customer_renewal_invoice": {
      const order = requireOrder(facts);
      const failed = facts.params.code !== undefined;
      return {
        subject: subscriptionText("subscriptionMail.renewalInvoice.subject", order.number, date(order.createdAt)),
        heading: subscriptionText("subscriptionMail.renewalInvoice.heading", order.number),
        opening: failed
          ? [hello, paragraph(subscriptionText("subscriptionMail.renewalInvoice.failed", shop.name)), linkLine(subscriptionText("subscriptionMail.payNow"), payUrl(order))]
          : [hello, paragraph(subscriptionText("subscriptionMail.renewalInvoice.pending", shop.name)), linkLine(subscriptionText("subscriptionMail.renewalInvoice.payLink"), payUrl(order))],
      };
    }
    case "customer_payment_retry": {
      const order = requireOrder(facts);
      // The day and the hour: retries come hours apart, often twice on one day.
      const retryAt = dateTimeFormat(shop.locale, { dateStyle: "long", timeStyle: "short", timeZone: facts.timeZone }).format(new Date(String(facts.params.retry_at)));
      const when = subscriptionText("subscriptionMail.retryWhen", retryAt);
      return {
        subject: subscriptionText("subscriptionMail.paymentRetry.subject", order.number, when),
        heading: subscriptionText("subscriptionMail.paymentRetry.heading", order.number),
        opening: [
          hello,
          paragraph(subscriptionText("subscriptionMail.paymentRetry.intro", shop.name, when)),
          paragraph(subscriptionText("subscriptionMail.paymentRetry.payNow")),
          linkLine(subscriptionText("subscriptionMail.payNow"), payUrl(order)),
        ],
      };
    }
    case "customer_renewal_authentication": {
      const order = requireOrder(facts);
      return {
        subject: subscriptionText("subscriptionMail.authentication.subject", shop.name, order.number),
        heading: subscriptionText("subscriptionMail.authentication.heading", order.number),
        // The renewal order's pay page asks the card for its 3-D Secure challenge, on-session.
        opening: [hello, paragraph(subscriptionText("subscriptionMail.authentication.intro", order.number)), linkLine(subscriptionText("subscriptionMail.authentication.link"), payUrl(order))],
      };
    }
    case "customer_cancelled_subscription": {
      const paidUntil = subscription.status === "pending-cancel" && subscription.dates.end !== null ? [paragraph(subscriptionText("subscriptionMail.customerCancelled.until", date(subscription.dates.end)))] : [];
      return {
        subject: subscriptionText("subscriptionMail.customerCancelled.subject", shop.name),
        heading: subscriptionText("subscriptionMail.customerCancelled.heading"),
        opening: [hello, paragraph(subscriptionText("subscriptionMail.customerCancelled.intro", subscription.number)), ...paidUntil],
      };
    }
    case "customer_expired_subscription":
      return {
        subject: subscriptionText("subscriptionMail.customerExpired.subject", shop.name),
        heading: subscriptionText("subscriptionMail.customerExpired.heading"),
        opening: [hello, paragraph(subscriptionText("subscriptionMail.customerExpired.intro", subscription.number))],
      };
    case "customer_notification_auto_renewal": {
      const renewsAt = date(String(facts.params.next_payment));
      const amount = formatMoney(subscription.totals.total, subscription.currency, shop.locale);
      return {
        subject: subscriptionText("subscriptionMail.renewalNotice.subject", subscription.number),
        heading: subscriptionText("subscriptionMail.renewalNotice.heading"),
        opening: [
          hello,
          paragraph(subscriptionText("subscriptionMail.renewalNotice.intro", subscription.number, renewsAt)),
          paragraph(subscriptionText("subscriptionMail.renewalNotice.charge", amount, orderPaymentMethodTitle(subscription))),
          paragraph(subscriptionText("subscriptionMail.renewalNotice.manage")),
          linkLine(subscriptionText("subscriptionMail.viewSubscription"), `${shop.url}${viewSubscriptionPath(subscription.id)}`),
        ],
      };
    }
    case "new_renewal_order": {
      const order = requireOrder(facts);
      return {
        subject: subscriptionText("subscriptionMail.newRenewalOrder.subject", shop.name, order.number, date(order.createdAt)),
        heading: subscriptionText("subscriptionMail.newRenewalOrder.heading"),
        opening: [paragraph(subscriptionText("subscriptionMail.newRenewalOrder.intro", customerName(subscription)))],
      };
    }
    case "cancelled_subscription":
      return {
        subject: subscriptionText("subscriptionMail.cancelled.subject", shop.name),
        heading: subscriptionText("subscriptionMail.customerCancelled.heading"),
        opening: [paragraph(subscriptionText("subscriptionMail.cancelled.intro", customerName(subscription)))],
      };
    case "expired_subscription":
      return {
        subject: subscriptionText("subscriptionMail.expired.subject", shop.name),
        heading: subscriptionText("subscriptionMail.customerExpired.heading"),
        opening: [paragraph(subscriptionText("subscriptionMail.expired.intro", customerName(subscription)))],
      };
  }
}

/** The Message-ID every attempt at this mail carries: the subscription, the mail, its occasion and the shop's host. */
function messageIdOf(facts: SubscriptionMailFacts): string {
  const occasion = facts.occasion === "" ? "" : `-${facts.occasion.replaceAll(/[^0-9A-Za-z]/g, "-")}`;
  return `<subscription-${facts.subscription.id}-${facts.kind.replaceAll("_", "-")}${occasion}@${new URL(facts.shop.url).hostname}>`;
}

export function composeSubscriptionMail(facts: SubscriptionMailFacts): MailMessage {
  const words = wording(facts);
  const forShop = subscriptionMailRecipient(facts.kind) === "shop";
  const order = facts.order;
  const details = order === null ? [] : [orderDetails(order, { locale: facts.shop.locale, orderUrl: `${facts.shop.url}${orderReceivedPath(order.id, order.key)}`, showSku: forShop })];
  const info = subscriptionInfo(facts.subscription, { locale: facts.shop.locale, timeZone: facts.timeZone, subscriptionUrl: `${facts.shop.url}${viewSubscriptionPath(facts.subscription.id)}` });
  const addresses = order === null ? [] : [orderAddresses(order)];
  return renderMail(facts.shop, {
    to: facts.to,
    subject: words.subject,
    heading: words.heading,
    parts: [...words.opening, ...details, info, ...addresses, paragraph(subscriptionText("subscriptionMail.closing"))],
    messageId: messageIdOf(facts),
  });
}

import { createElement as h, type CSSProperties } from "react";
import type { Subscription } from "../../server/subscriptions/subscriptions.ts";
import { recurringAmount, subscriptionDate } from "../components/account/subscription-words.ts";
import { subscriptionText } from "../i18n/subscription-messages.en.ts";
import { MAIL_STYLE, type MailPart } from "./mail-layout.ts";
import { subheadingStyle } from "./mail-parts.ts";

// A subscription in a mail (WooCommerce Subscriptions' email subscription-info template): its
// number linking to the customer's view of it, start and end dates, and the recurring total with
// the next payment, dated on the shop's calendar.

const cell: CSSProperties = { padding: 12, border: `1px solid ${MAIL_STYLE.border}`, textAlign: "left", verticalAlign: "middle" };
const tableStyle: CSSProperties = { width: "100%", borderCollapse: "collapse", border: `1px solid ${MAIL_STYLE.border}`, marginBottom: 40 };
const linkStyle: CSSProperties = { color: MAIL_STYLE.base };

export interface SubscriptionInfoView {
  locale: string;
  timeZone: string;
  /** The customer's view of it, on the shop's configured origin. */
  subscriptionUrl: string;
}

export function subscriptionInfo(subscription: Subscription, view: SubscriptionInfoView): MailPart {
  const date = (iso: string | null) => subscriptionDate(iso, view.locale, view.timeZone);
  const number = subscriptionText("accountSubscriptions.number", subscription.number);
  const end = subscription.dates.end === null ? subscriptionText("subscriptionMail.info.whenCancelled") : date(subscription.dates.end);
  const total = recurringAmount(subscription.totals.total, subscription.currency, subscription.plan, view.locale);
  const next = subscription.dates.nextPayment === null ? null : subscriptionText("subscriptionMail.info.nextPayment", date(subscription.dates.nextPayment));
  const field = (key: Parameters<typeof subscriptionText>[0], value: string) => subscriptionText("subscriptionMail.info.field", subscriptionText(key), value);
  const heads = (["subscriptionMail.info.id", "subscriptionMail.info.startDate", "subscriptionMail.info.endDate", "subscriptionMail.info.recurringTotal"] as const).map((key) =>
    h("th", { key, scope: "col", style: cell }, subscriptionText(key)),
  );
  const html = h(
    "div",
    null,
    h("h2", { style: subheadingStyle }, subscriptionText("subscriptionMail.info.heading")),
    h(
      "table",
      { cellSpacing: 0, cellPadding: 6, style: tableStyle },
      h("thead", null, h("tr", null, ...heads)),
      h(
        "tbody",
        null,
        h(
          "tr",
          null,
          h("td", { style: cell }, h("a", { href: view.subscriptionUrl, style: linkStyle }, number)),
          h("td", { style: cell }, date(subscription.dates.start)),
          h("td", { style: cell }, end),
          h("td", { style: cell }, total, next === null ? null : h("br"), next === null ? null : h("small", null, next)),
        ),
      ),
    ),
  );
  const text = [
    subscriptionText("subscriptionMail.info.heading"),
    [
      field("subscriptionMail.info.id", `${number} (${view.subscriptionUrl})`),
      field("subscriptionMail.info.startDate", date(subscription.dates.start)),
      field("subscriptionMail.info.endDate", end),
      field("subscriptionMail.info.recurringTotal", total),
      ...(next === null ? [] : [next]),
    ].join("\n"),
  ].join("\n\n");
  return { html, text };
}

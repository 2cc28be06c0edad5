import { createElement as h, type CSSProperties, type ReactNode } from "react";
import { formatMoney } from "../../server/money/format-money.ts";
import { orderDisplay, type OrderDisplay } from "../../server/orders/order-display.ts";
import type { Order, OrderAddress, OrderLine } from "../../server/orders/orders.ts";
import type { BankAccount } from "../../server/payments/payments.ts";
import { addressLines } from "../components/checkout/address-lines.ts";
import { formatDate } from "../components/ui/format-date.ts";
import { orderPaymentMethodTitle, paymentText } from "../i18n/payment-messages.en.ts";
import { t } from "../i18n/t.ts";
import { MAIL_STYLE, type MailPart } from "./mail-layout.ts";
import { subheadingStyle } from "./mail-parts.ts";
import { mailText } from "../i18n/mail-messages.en.ts";

// An order in a mail (WooCommerce's email-order-details and email-addresses templates): the lines
// with their quantities and prices, the totals (subtotal, discount, shipping, each tax, payment
// method, refund, total), the customer's note, the addresses, and a bank transfer's details.
// Amounts show with or without tax as the checkout showed the order (decision 027).

const cell: CSSProperties = { padding: 12, border: `1px solid ${MAIL_STYLE.border}`, textAlign: "left", verticalAlign: "middle" };
const tableStyle: CSSProperties = { width: "100%", borderCollapse: "collapse", border: `1px solid ${MAIL_STYLE.border}`, marginBottom: 40 };
const metaStyle: CSSProperties = { margin: "4px 0 0", padding: 0, listStyle: "none", fontSize: 12 };
const addressStyle: CSSProperties = { padding: 12, border: `1px solid ${MAIL_STYLE.border}`, fontStyle: "normal" };
const listStyle: CSSProperties = { margin: "0 0 24px", paddingLeft: 18 };
const headingLinkStyle: CSSProperties = { color: MAIL_STYLE.base };

export interface OrderDetailsView {
  locale: string;
  /** Where the order can be seen (its order-received page on the shop's origin). */
  orderUrl: string;
  /** The shop's copy names each line's SKU, as WooCommerce's admin mails do. */
  showSku: boolean;
}

function lineName(line: OrderLine, showSku: boolean): string {
  return showSku && line.sku !== null && line.sku !== "" ? `${line.name} ${mailText("mail.order.sku", line.sku)}` : line.name;
}

/** " (incl. tax)" or " (ex. tax)" after an amount shown the other way than entered. */
function withLabel(amount: string, label: OrderDisplay["label"]): string {
  return label === null ? amount : `${amount} ${t(label === "incl" ? "tax.inclLabel" : "tax.exLabel")}`;
}

/** The totals rows, label and value, as WooCommerce's get_order_item_totals lists them. */
function totalRows(order: Order, shown: OrderDisplay, locale: string): [string, string][] {
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const rows: [string, string][] = [[mailText("mail.order.subtotal"), withLabel(money(shown.subtotal), shown.label)]];
  if (order.totals.discount > 0) rows.push([mailText("mail.order.discount"), mailText("mail.order.minus", money(shown.discount))]);
  if (order.shippingLines.length > 0) {
    const labels = order.shippingLines.map((line) => line.label).join(", ");
    rows.push([mailText("mail.order.shipping"), shown.shipping > 0 ? mailText("mail.order.shippingVia", money(shown.shipping), labels) : labels]);
  }
  // Shown with tax, the tax is in the amounts above and noted under the total instead.
  if (shown.prices === "excl" && order.taxLines.length > 0) {
    for (const tax of order.taxLines) rows.push([mailText("mail.order.taxLine", tax.label), money(tax.amount)]);
  } else if (shown.prices === "excl" && order.totals.tax > 0) {
    rows.push([mailText("mail.order.tax"), money(order.totals.tax)]);
  }
  rows.push([mailText("mail.order.paymentMethod"), orderPaymentMethodTitle(order)]);
  if (order.refundedTotal > 0) rows.push([mailText("mail.order.refund"), mailText("mail.order.minus", money(order.refundedTotal))]);
  const total = money(order.totals.total);
  rows.push([mailText("mail.order.total"), shown.prices === "incl" && order.totals.tax > 0 ? `${total} ${t("tax.includes", money(order.totals.tax))}` : total]);
  if (order.customerNote !== "") rows.push([mailText("mail.order.note"), order.customerNote]);
  return rows;
}

export function orderDetails(order: Order, view: OrderDetailsView): MailPart {
  const money = (minor: number) => formatMoney(minor, order.currency, view.locale);
  const heading = mailText("mail.order.heading", order.number, formatDate(order.createdAt, view.locale));
  const shown = orderDisplay(order);
  const lineSubtotal = (index: number): string => {
    const recorded = order.lines[index]?.subtotal ?? 0;
    const amount = shown.lineSubtotals[index] ?? recorded;
    return withLabel(money(amount), amount === recorded ? null : shown.label);
  };
  const totals = totalRows(order, shown, view.locale);
  const html = h(
    "div",
    null,
    h("h2", { style: subheadingStyle }, h("a", { href: view.orderUrl, style: headingLinkStyle }, heading)),
    h(
      "table",
      { cellSpacing: 0, cellPadding: 6, border: 1, style: tableStyle },
      h("thead", null, h("tr", null, ...[mailText("mail.order.product"), mailText("mail.order.quantity"), mailText("mail.order.price")].map((label) => h("th", { key: label, scope: "col", style: cell }, label)))),
      h(
        "tbody",
        null,
        order.lines.map((line, index) =>
          h(
            "tr",
            { key: index },
            h(
              "td",
              { style: cell },
              lineName(line, view.showSku),
              line.attributes.length > 0 && h("ul", { style: metaStyle }, line.attributes.map((a) => h("li", { key: a.name }, mailText("mail.order.attribute", a.name, a.label)))),
            ),
            h("td", { style: cell }, String(line.quantity)),
            h("td", { style: cell }, lineSubtotal(index)),
          ),
        ),
      ),
      h("tfoot", null, totals.map(([label, value]) => h("tr", { key: label }, h("th", { scope: "row", colSpan: 2, style: cell }, label), h("td", { style: cell }, value)))),
    ),
  );
  const lineTexts = order.lines.flatMap((line, index) => [
    mailText("mail.order.lineText", lineName(line, view.showSku), line.quantity, lineSubtotal(index)),
    ...line.attributes.map((a) => mailText("mail.order.attribute", a.name, a.label)),
  ]);
  const text = [heading, view.orderUrl, "", ...lineTexts, "", ...totals.map(([label, value]) => mailText("mail.order.totalText", label, value))].join("\n");
  return { html, text };
}

function addressLinesWithContact(address: OrderAddress): string[] {
  return [...addressLines(address), address.phone, address.email].filter((line) => line !== "");
}

function addressBlock(title: string, address: OrderAddress): ReactNode {
  return h(
    "td",
    { key: title, style: { verticalAlign: "top", width: "50%", padding: "0 8px 0 0" } },
    h("h2", { style: subheadingStyle }, title),
    h(
      "address",
      { style: addressStyle },
      addressLinesWithContact(address).map((line, index) => h("span", { key: index, style: { display: "block" } }, line)),
    ),
  );
}

/** The billing address (with phone and email) and, when the order ships, the shipping address. */
export function orderAddresses(order: Order): MailPart {
  const blocks: [string, OrderAddress][] = [[mailText("mail.order.billingAddress"), order.billing]];
  if (order.shipping !== null) blocks.push([mailText("mail.order.shippingAddress"), order.shipping]);
  const html = h("table", { role: "presentation", cellSpacing: 0, cellPadding: 0, style: { width: "100%", marginBottom: 40 } }, h("tbody", null, h("tr", null, blocks.map(([title, address]) => addressBlock(title, address)))));
  const text = blocks.map(([title, address]) => [title, ...addressLinesWithContact(address)].join("\n")).join("\n\n");
  return { html, text };
}

/** The accounts a bank transfer goes to (WooCommerce's BACS "Our bank details"), each field only when set. */
export function bankDetails(accounts: readonly BankAccount[]): MailPart {
  const fields = (account: BankAccount): [string, string][] =>
    (
      [
        [paymentText("payments.bankName"), account.bankName],
        [paymentText("payments.accountNumber"), account.accountNumber],
        [paymentText("payments.sortCode"), account.sortCode],
        [paymentText("payments.iban"), account.iban],
        [paymentText("payments.bic"), account.bic],
      ] as [string, string][]
    ).filter(([, value]) => value !== "");
  const html = h(
    "section",
    null,
    h("h2", { style: subheadingStyle }, paymentText("payments.bankDetails")),
    accounts.map((account, index) =>
      h(
        "div",
        { key: index },
        account.accountName !== "" && h("h3", { style: { margin: "0 0 8px", fontSize: 16 } }, mailText("mail.order.bankAccount", account.accountName)),
        h("ul", { style: listStyle }, fields(account).map(([label, value]) => h("li", { key: label }, mailText("mail.order.bankLabel", label), " ", h("strong", null, value)))),
      ),
    ),
  );
  const text = [
    paymentText("payments.bankDetails"),
    ...accounts.map((account) => [...(account.accountName === "" ? [] : [mailText("mail.order.bankAccount", account.accountName)]), ...fields(account).map(([label, value]) => mailText("mail.order.bankField", label, value))].join("\n")),
  ].join("\n\n");
  return { html, text };
}

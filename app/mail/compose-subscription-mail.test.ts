import { describe, expect, it } from "vitest";
import type { Order } from "../../server/orders/orders.ts";
import type { Subscription } from "../../server/subscriptions/subscriptions.ts";
import { composeSubscriptionMail, type SubscriptionMailFacts } from "./compose-subscription-mail.ts";

// The subscription mails' words where the SMTP tests (subscription-mails-smtp.int.test.ts) do not
// reach: the renewal invoice once no retry is left, a pending cancellation's paid-up date, a
// subscription with an end, the shop's time zone, and the Message-ID each attempt repeats.

const address = { first_name: "Grace", last_name: "Hopper", company: "", country: "US", address_1: "9 Navy Way", address_2: "", city: "Arlington", state: "VA", postcode: "22201", phone: "", email: "grace@example.com" };
const line = { productId: 1, variationId: null, name: "Coffee club", sku: null, attributes: [], quantity: 1, subtotal: 2500, total: 2500, subtotalTax: 0, tax: 0, taxes: {}, taxClass: "" };
const totals = { subtotal: 2500, discount: 0, shipping: 0, tax: 0, total: 2500 };
const subscription: Subscription = {
  id: 7,
  number: "7",
  status: "on-hold",
  customerId: 3,
  parentOrderId: 40,
  plan: { period: "month", interval: 3, length: 4, trialLength: 0, trialPeriod: "day" },
  renewalDay: null,
  billing: address,
  shipping: null,
  currency: "USD",
  pricesIncludeTax: false,
  lines: [line],
  shippingLines: [],
  taxLines: [],
  totals,
  paymentMethod: "card_test",
  paymentMethodTitle: "",
  savedMethodId: 9,
  manualRenewal: false,
  // 02:30 UTC on January 31 is still January 30 in New York.
  dates: { start: "2026-01-31T02:30:00.000Z", trialEnd: null, nextPayment: null, lastPayment: "2026-04-30T02:30:00.000Z", end: "2027-01-31T02:30:00.000Z", cancelled: null },
  relatedOrders: [{ orderId: 40, relation: "parent" }],
  createdAt: "2026-01-31T02:30:00.000Z",
};
const order: Order = {
  id: 41,
  number: "41",
  key: "wc_order_renew",
  status: "failed",
  customerId: 3,
  email: "grace@example.com",
  billing: address,
  shipping: null,
  customerNote: "",
  currency: "USD",
  pricesIncludeTax: false,
  taxDisplay: "excl",
  totals,
  refundedTotal: 0,
  paymentMethod: "card_test",
  paymentMethodTitle: "",
  transactionId: null,
  lines: [line],
  shippingLines: [],
  couponLines: [],
  taxLines: [],
  createdAt: "2026-04-30T02:30:00.000Z",
  paidAt: null,
  completedAt: null,
};
const shop = { name: "Corner Shop", url: "https://corner.example", locale: "en-US" };
const facts = (overrides: Partial<SubscriptionMailFacts>): SubscriptionMailFacts => ({
  kind: "customer_renewal_invoice",
  subscription,
  order,
  params: {},
  occasion: "41",
  to: "grace@example.com",
  shop,
  timeZone: "America/New_York",
  ...overrides,
});

describe("composeSubscriptionMail", () => {
  it("the renewal invoice after the last retry failed: WooCommerce Subscriptions' failed wording with 'Pay Now »' to the order's pay page, dated on the shop's calendar", () => {
    const mail = composeSubscriptionMail(facts({ params: { code: "card_declined" }, occasion: "41:5" }));
    expect(mail.subject).toBe("Invoice for renewal order 41 from April 29, 2026");
    expect(mail.text).toContain("The automatic payment to renew your subscription with Corner Shop has failed. To reactivate the subscription, please log in and pay for the renewal from your account page:");
    expect(mail.text).toContain("Pay Now »: https://corner.example/checkout/order-pay/41/?pay_for_order=true&key=wc_order_renew");
    expect(mail.text).toContain(["Subscription information\n", "ID: #7 (https://corner.example/my-account/view-subscription/7)", "Start date: January 30, 2026", "End date: January 30, 2027", "Recurring total: $25.00 every 3 months"].join("\n"));
    expect(mail.messageId).toBe("<subscription-7-customer-renewal-invoice-41-5@corner.example>");
  });

  it("the customer's cancelled mail for a pending cancellation says until when it stays active", () => {
    const pending = { ...subscription, status: "pending-cancel" as const, dates: { ...subscription.dates, end: "2026-07-31T02:30:00.000Z" } };
    const mail = composeSubscriptionMail(facts({ kind: "customer_cancelled_subscription", subscription: pending, order: null, occasion: "" }));
    expect(mail.subject).toBe("Your Corner Shop subscription has been cancelled");
    expect(mail.text).toContain("Your subscription #7 has been cancelled.\n\nIt stays active until the end of the period you have paid for, July 30, 2026.");
    expect(mail.messageId).toBe("<subscription-7-customer-cancelled-subscription@corner.example>");
  });

  it("a mail about a renewal order refuses to be composed without it", () => {
    expect(() => composeSubscriptionMail(facts({ order: null }))).toThrow("needs its renewal order");
  });
});

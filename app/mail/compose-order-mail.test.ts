import { describe, expect, it } from "vitest";
import type { Order } from "../../server/orders/orders.ts";
import { composeOrderMail, type OrderMailFacts } from "./compose-order-mail.ts";

// Each order mail's words, from the catalogue, for an order with every kind of total. The mails
// as they travel over SMTP are in order-mails-smtp.int.test.ts.

const address = { first_name: "Grace", last_name: "Hopper", company: "", country: "US", address_1: "9 Navy Way", address_2: "", city: "Arlington", state: "VA", postcode: "22201", phone: "", email: "" };
const order: Order = {
  id: 42,
  number: "42",
  key: "wc_order_abc",
  status: "completed",
  customerId: null,
  email: "grace@example.com",
  billing: { ...address, email: "grace@example.com" },
  shipping: null,
  customerNote: "",
  currency: "USD",
  pricesIncludeTax: false,
  taxDisplay: "excl",
  totals: { subtotal: 3000, discount: 0, shipping: 0, tax: 0, total: 3000 },
  refundedTotal: 0,
  paymentMethod: "card_test",
  paymentMethodTitle: "",
  transactionId: "tx_1",
  lines: [{ productId: 1, variationId: 7, name: "Hoodie", sku: "HOOD-L", attributes: [{ name: "Size", label: "Large" }], quantity: 1, subtotal: 3000, total: 3000, subtotalTax: 0, tax: 0, taxes: {}, taxClass: "" }],
  shippingLines: [{ methodId: "free_shipping:1", label: "Free shipping", cost: 0, tax: 0, taxes: {} }],
  couponLines: [],
  taxLines: [],
  createdAt: "2026-06-01T12:00:00.000Z",
  paidAt: "2026-06-01T12:00:00.000Z",
  completedAt: "2026-06-02T12:00:00.000Z",
};
const shop = { name: "Corner Shop", url: "https://corner.example", locale: "en-US" };
const facts = (overrides: Partial<OrderMailFacts>): OrderMailFacts => ({ kind: "customer_completed_order", order, to: "grace@example.com", shop, paymentInstructions: null, bankAccounts: [], ...overrides });

describe("composeOrderMail", () => {
  it("the completed mail: WooCommerce's subject, heading and words, the variation's attributes and a free shipping line", () => {
    const mail = composeOrderMail(facts({}));
    expect(mail.subject).toBe("Your Corner Shop order is now complete");
    expect(mail.text.split("\n\n").slice(0, 3)).toEqual(["= Thanks for shopping with us =", "Hi Grace,", "We have finished processing your order."]);
    expect(mail.text).toContain("Hoodie × 1 = $30.00\nSize: Large\n");
    expect(mail.text).toContain("Shipping: Free shipping\n");
    expect(mail.text).not.toContain("Shipping address");
    expect(mail.text).toContain("\n\nThanks for shopping with us.\n\n");
    expect(mail.html).toContain("<li>Size: Large</li>");
  });

  it("the refunded mail names the order and shows what was refunded", () => {
    const mail = composeOrderMail(facts({ kind: "customer_refunded_order", order: { ...order, status: "refunded", refundedTotal: 3000 } }));
    expect(mail.subject).toBe("Your Corner Shop order #42 has been refunded");
    expect(mail.text).toContain("= Order Refunded: 42 =");
    expect(mail.text).toContain("Your order on Corner Shop has been refunded. There are more details below for your reference:");
    expect(mail.text).toContain("Refund: −$30.00\nTotal: $30.00");
  });

  it("cash on delivery's instructions go in the processing mail", () => {
    const mail = composeOrderMail(facts({ kind: "customer_processing_order", order: { ...order, status: "processing", paymentMethod: "cod" }, paymentInstructions: "Pay with cash upon delivery." }));
    expect(mail.text).toContain("it is now being processed:\n\nPay with cash upon delivery.\n\n[Order #42]");
    expect(mail.text).toContain("Payment method: Cash on delivery");
  });

  it("the shop's copy names each line's SKU, the customer by name (or email without one), and greets no one", () => {
    const mail = composeOrderMail(facts({ kind: "new_order", to: "owner@corner.example" }));
    expect(mail.subject).toBe("[Corner Shop]: New order #42");
    expect(mail.text).toContain("You’ve received the following order from Grace Hopper:");
    expect(mail.text).toContain("Hoodie (#HOOD-L) × 1 = $30.00");
    expect(mail.text).not.toContain("Hi Grace");
    const nameless = composeOrderMail(facts({ kind: "cancelled_order", order: { ...order, billing: { ...order.billing, first_name: "", last_name: "" } } }));
    expect(nameless.text).toContain("order #42 belonging to grace@example.com has been cancelled:");
  });

  it("a customer without a first name is greeted as WooCommerce does without one", () => {
    expect(composeOrderMail(facts({ order: { ...order, billing: { ...order.billing, first_name: "" } } })).text).toContain("\n\nHi there,\n\n");
  });

  it("every mail of an order carries a Message-ID of its own that stays the same when it is sent again", () => {
    expect(composeOrderMail(facts({})).messageId).toBe("<order-42-customer-completed-order@corner.example>");
    expect(composeOrderMail(facts({ kind: "new_order" })).messageId).toBe("<order-42-new-order@corner.example>");
  });

  it("escapes what shoppers typed in the HTML part", () => {
    const mail = composeOrderMail(facts({ order: { ...order, customerNote: "<script>alert(1)</script>" } }));
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("an order the checkout showed with tax mails its line and subtotal with tax, labelled, and notes the tax under the total instead of a tax row", () => {
    const taxed: Order = {
      ...order,
      taxDisplay: "incl",
      totals: { subtotal: 3000, discount: 0, shipping: 0, tax: 600, total: 3600 },
      lines: order.lines.map((line) => ({ ...line, subtotalTax: 600, tax: 600 })),
      taxLines: [{ rateId: "3", label: "VAT", compound: false, amount: 600 }],
    };
    const mail = composeOrderMail(facts({ order: taxed }));
    expect(mail.text).toContain("Hoodie × 1 = $36.00 (incl. tax)\n");
    expect(mail.text).toContain("Subtotal: $36.00 (incl. tax)\n");
    expect(mail.text).toContain("Total: $36.00 (includes $6.00 Tax)");
    expect(mail.text).not.toContain("VAT:");
  });
});

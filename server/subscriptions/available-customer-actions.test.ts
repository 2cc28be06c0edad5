import { describe, expect, it } from "vitest";
import { availableCustomerActions } from "./available-customer-actions.ts";
import type { Subscription } from "./subscriptions.ts";

// Which buttons view-subscription offers, by the rules the use cases apply (WooCommerce
// Subscriptions' user actions).

const NOW = new Date("2026-06-10T12:00:00.000Z");
const line = (productId: number) => ({ productId, variationId: null, name: `P${productId}`, sku: null, attributes: [], quantity: 1, subtotal: 500, total: 500, subtotalTax: 0, tax: 0, taxes: {}, taxClass: "" });

function subscription(overrides: Partial<Subscription> = {}, dates: Partial<Subscription["dates"]> = {}): Subscription {
  return {
    id: 1,
    number: "1",
    status: "active",
    customerId: 1,
    parentOrderId: 1,
    plan: { period: "month", interval: 1, length: 0, trialLength: 0, trialPeriod: "day" },
    renewalDay: null,
    billing: { first_name: "", last_name: "", company: "", country: "US", address_1: "", address_2: "", city: "", state: "", postcode: "", phone: "", email: "a@b.c" },
    shipping: null,
    currency: "USD",
    pricesIncludeTax: false,
    lines: [line(1)],
    shippingLines: [],
    taxLines: [],
    totals: { subtotal: 500, discount: 0, shipping: 0, tax: 0, total: 500 },
    paymentMethod: "card_test",
    paymentMethodTitle: "",
    savedMethodId: 3,
    manualRenewal: false,
    dates: { start: "2026-06-01T12:00:00.000Z", trialEnd: null, nextPayment: "2026-07-01T12:00:00.000Z", lastPayment: null, end: null, cancelled: null, ...dates },
    relatedOrders: [{ orderId: 1, relation: "parent" }],
    createdAt: "2026-06-01T12:00:00.000Z",
    ...overrides,
  };
}

describe("availableCustomerActions", () => {
  it("offers Renew now and Cancel on an active automatic renewal outside a trial, and Remove only with two lines or more", () => {
    expect(availableCustomerActions(subscription(), NOW)).toEqual({ cancel: true, reactivate: false, renewNow: true, removeLines: false, resubscribe: false });
    expect(availableCustomerActions(subscription({ lines: [line(1), line(2)] }), NOW).removeLines).toBe(true);
  });

  it("offers no Renew now to a manual renewal or during a free trial, but does once the trial has ended", () => {
    expect(availableCustomerActions(subscription({ manualRenewal: true }), NOW).renewNow).toBe(false);
    expect(availableCustomerActions(subscription({}, { trialEnd: "2026-06-15T12:00:00.000Z" }), NOW).renewNow).toBe(false);
    expect(availableCustomerActions(subscription({}, { trialEnd: "2026-06-05T12:00:00.000Z" }), NOW).renewNow).toBe(true);
  });

  it("offers Reactivate on a pending cancellation before its end only", () => {
    const pending = subscription({ status: "pending-cancel" }, { nextPayment: null, end: "2026-07-01T12:00:00.000Z" });
    expect(availableCustomerActions(pending, NOW)).toEqual({ cancel: false, reactivate: true, renewNow: false, removeLines: false, resubscribe: false });
    expect(availableCustomerActions(pending, new Date("2026-07-01T12:00:00.000Z")).reactivate).toBe(false);
  });

  it("offers Resubscribe on a cancelled or expired subscription not resubscribed to yet", () => {
    expect(availableCustomerActions(subscription({ status: "cancelled" }), NOW)).toEqual({ cancel: false, reactivate: false, renewNow: false, removeLines: false, resubscribe: true });
    expect(availableCustomerActions(subscription({ status: "expired" }), NOW).resubscribe).toBe(true);
    expect(availableCustomerActions(subscription({ status: "cancelled", relatedOrders: [{ orderId: 1, relation: "parent" }, { orderId: 9, relation: "resubscribe" }] }), NOW).resubscribe).toBe(false);
  });

  it("offers Cancel on hold, and nothing but the view to a pending subscription", () => {
    expect(availableCustomerActions(subscription({ status: "on-hold" }), NOW)).toMatchObject({ cancel: true, renewNow: false });
    expect(availableCustomerActions(subscription({ status: "pending" }), NOW)).toEqual({ cancel: false, reactivate: false, renewNow: false, removeLines: false, resubscribe: false });
  });
});

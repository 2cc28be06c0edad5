import { describe, expect, it } from "vitest";
import { failedRenewalMail, subscriptionMailRecipient, subscriptionMailsForMove } from "./subscription-mails.ts";

describe("subscriptionMailsForMove", () => {
  it("tells the customer of a new subscription when its first payment makes it active, from pending or from on hold (a bank transfer paid)", () => {
    expect(subscriptionMailsForMove({ from: "pending", to: "active", firstPayment: true })).toEqual([{ kind: "customer_new_subscription", occasion: "" }]);
    expect(subscriptionMailsForMove({ from: "on-hold", to: "active", firstPayment: true })).toEqual([{ kind: "customer_new_subscription", occasion: "" }]);
  });

  it("sends nothing when a subscription paid before becomes active again (a renewal paid, a reactivation)", () => {
    expect(subscriptionMailsForMove({ from: "on-hold", to: "active", firstPayment: false })).toEqual([]);
    expect(subscriptionMailsForMove({ from: "pending-cancel", to: "active", firstPayment: false })).toEqual([]);
  });

  it("tells the customer and the shop of a cancellation, at once or pending, but not of a pending subscription dropped", () => {
    const cancelled = [
      { kind: "customer_cancelled_subscription", occasion: "" },
      { kind: "cancelled_subscription", occasion: "" },
    ];
    expect(subscriptionMailsForMove({ from: "active", to: "pending-cancel", firstPayment: false })).toEqual(cancelled);
    expect(subscriptionMailsForMove({ from: "on-hold", to: "cancelled", firstPayment: false })).toEqual(cancelled);
    expect(subscriptionMailsForMove({ from: "pending-cancel", to: "cancelled", firstPayment: false })).toEqual(cancelled);
    expect(subscriptionMailsForMove({ from: "pending", to: "cancelled", firstPayment: true })).toEqual([]);
  });

  it("tells the customer and the shop of an expiry, but not of a subscription that never started", () => {
    expect(subscriptionMailsForMove({ from: "active", to: "expired", firstPayment: false })).toEqual([
      { kind: "customer_expired_subscription", occasion: "" },
      { kind: "expired_subscription", occasion: "" },
    ]);
    expect(subscriptionMailsForMove({ from: "pending", to: "expired", firstPayment: true })).toEqual([]);
  });

  it("sends nothing for going on hold", () => {
    expect(subscriptionMailsForMove({ from: "active", to: "on-hold", firstPayment: false })).toEqual([]);
  });
});

describe("failedRenewalMail", () => {
  it("asks for authentication on the pay page when the card needs it, whatever the retries", () => {
    expect(failedRenewalMail({ orderId: 7, attempt: 0, code: "authentication_required", retryAt: "2026-07-02T00:00:00.000Z" })).toMatchObject({ kind: "customer_renewal_authentication", occasion: "7:0", orderId: 7 });
  });

  it("announces the retry while one is scheduled, and sends the renewal invoice when none is left", () => {
    expect(failedRenewalMail({ orderId: 7, attempt: 1, code: "card_declined", retryAt: "2026-07-02T12:00:00.000Z" })).toEqual({
      kind: "customer_payment_retry",
      occasion: "7:1",
      orderId: 7,
      params: { code: "card_declined", retry_at: "2026-07-02T12:00:00.000Z" },
    });
    expect(failedRenewalMail({ orderId: 7, attempt: 5, code: "card_declined", retryAt: null })).toEqual({ kind: "customer_renewal_invoice", occasion: "7:5", orderId: 7, params: { code: "card_declined" } });
  });
});

describe("subscriptionMailRecipient", () => {
  it("sends the new renewal order, cancelled and expired mails to the shop and the others to the customer", () => {
    expect(["new_renewal_order", "cancelled_subscription", "expired_subscription"].map((kind) => subscriptionMailRecipient(kind as "new_renewal_order"))).toEqual(["shop", "shop", "shop"]);
    expect(subscriptionMailRecipient("customer_renewal_invoice")).toBe("customer");
  });
});

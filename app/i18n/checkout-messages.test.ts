import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../../server/orders/orders.ts";
import { checkoutCodeText, orderNoteText, orderStatusName } from "./checkout-messages.en.ts";

describe("order words", () => {
  it("names every order status as WooCommerce does, and leaves an unknown one as it is", () => {
    expect(ORDER_STATUSES.map(orderStatusName)).toEqual(["Pending payment", "Processing", "On hold", "Completed", "Cancelled", "Refunded", "Failed"]);
    expect(orderStatusName("archived")).toBe("archived");
  });

  it("words a status-change note with the statuses' names, and the unpaid cancellation", () => {
    expect(orderNoteText("order_status_changed", { from: "pending", to: "on-hold" })).toBe("Order status changed from Pending payment to On hold.");
    expect(orderNoteText("unpaid_order_cancelled", {})).toBe("Unpaid order cancelled - time limit reached.");
  });

  it("words a refund note with its amount in the order's currency, and a failed refund with the gateway's reason", () => {
    expect(orderNoteText("order_refunded", { amount: 1250, currency: "USD" })).toBe("Refunded $12.50.");
    expect(orderNoteText("order_refunded", { amount: 1250, currency: "EUR" }, "de-DE")).toBe("Refunded 12,50\u00a0€.");
    expect(orderNoteText("refund_failed", { amount: 500, currency: "USD", code: "refund_amount_invalid" })).toBe(
      "Refund of $5.00 failed: The refund amount is invalid: it must be more than zero and at most what is left to refund.",
    );
  });

  it("says why an order cannot be paid with its status's name, and a payment failure in the card's words", () => {
    expect(checkoutCodeText("order_not_payable", { status: "processing" })).toBe("This order’s status is “Processing”—it cannot be paid for. Please contact us if you need assistance.");
    expect(checkoutCodeText("payment_failed", { reason: "card_declined" })).toBe("Your card was declined.");
  });
});

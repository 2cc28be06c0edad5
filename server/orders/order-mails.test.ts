import { describe, expect, it } from "vitest";
import { orderMailRecipient, orderMailsFor } from "./order-mails.ts";

describe("orderMailsFor", () => {
  it("an order put on hold for an offline payment: the customer's on-hold mail and the shop's new-order mail", () => {
    expect(orderMailsFor("pending", "on-hold")).toEqual(["new_order", "customer_on_hold_order"]);
  });

  it("a paid order: the customer's processing mail and the shop's new-order mail, also after a failed attempt", () => {
    expect(orderMailsFor("pending", "processing")).toEqual(["new_order", "customer_processing_order"]);
    expect(orderMailsFor("failed", "processing")).toEqual(["new_order", "customer_processing_order"]);
  });

  it("an on-hold order whose payment arrived: only the customer's processing mail (the shop heard of it when it went on hold)", () => {
    expect(orderMailsFor("on-hold", "processing")).toEqual(["customer_processing_order"]);
  });

  it("a failed payment: the shop's and the customer's failed mails", () => {
    expect(orderMailsFor("pending", "failed")).toEqual(["failed_order", "customer_failed_order"]);
    expect(orderMailsFor("on-hold", "failed")).toEqual(["failed_order", "customer_failed_order"]);
  });

  it("cancelling an order the shop was told of mails the shop; dropping an unpaid one mails nobody", () => {
    expect(orderMailsFor("processing", "cancelled")).toEqual(["cancelled_order"]);
    expect(orderMailsFor("on-hold", "cancelled")).toEqual(["cancelled_order"]);
    expect(orderMailsFor("pending", "cancelled")).toEqual([]);
    expect(orderMailsFor("failed", "cancelled")).toEqual([]);
  });

  it("completed and refunded tell the customer, from any status", () => {
    expect(orderMailsFor("processing", "completed")).toEqual(["customer_completed_order"]);
    expect(orderMailsFor("on-hold", "completed")).toEqual(["customer_completed_order"]);
    expect(orderMailsFor("pending", "completed")).toEqual(["new_order", "customer_completed_order"]);
    expect(orderMailsFor("completed", "refunded")).toEqual(["customer_refunded_order"]);
    expect(orderMailsFor("processing", "refunded")).toEqual(["customer_refunded_order"]);
  });

  it("waiting for a payment again, or staying put, mails nobody", () => {
    expect(orderMailsFor("failed", "pending")).toEqual([]);
    expect(orderMailsFor("on-hold", "pending")).toEqual([]);
    expect(orderMailsFor("processing", "processing")).toEqual([]);
  });

  it("names who reads each mail", () => {
    expect(orderMailRecipient("new_order")).toBe("shop");
    expect(orderMailRecipient("cancelled_order")).toBe("shop");
    expect(orderMailRecipient("failed_order")).toBe("shop");
    expect(orderMailRecipient("customer_failed_order")).toBe("customer");
  });
});

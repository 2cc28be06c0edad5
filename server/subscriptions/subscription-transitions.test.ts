import { describe, expect, it } from "vitest";
import { canMoveSubscription, statusesThatMayMoveTo } from "./subscription-transitions.ts";
import { SUBSCRIPTION_STATUSES } from "./subscriptions.ts";

describe("subscription status transitions", () => {
  it("list exactly the moves WooCommerce Subscriptions allows, by target status", () => {
    expect(statusesThatMayMoveTo("active")).toEqual(["pending", "on-hold", "pending-cancel"]);
    expect(statusesThatMayMoveTo("on-hold")).toEqual(["pending", "active"]);
    expect(statusesThatMayMoveTo("pending-cancel")).toEqual(["active"]);
    expect(statusesThatMayMoveTo("cancelled")).toEqual(["pending", "active", "on-hold", "pending-cancel"]);
    expect(statusesThatMayMoveTo("expired")).toEqual(["pending", "active", "on-hold", "pending-cancel"]);
    expect(statusesThatMayMoveTo("pending")).toEqual([]);
  });

  it("keep cancelled and expired final, and never move a status onto itself", () => {
    for (const to of SUBSCRIPTION_STATUSES) {
      expect(canMoveSubscription("cancelled", to)).toBe(false);
      expect(canMoveSubscription("expired", to)).toBe(false);
      expect(canMoveSubscription(to, to)).toBe(false);
    }
  });
});

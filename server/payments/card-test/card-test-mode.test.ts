import { describe, expect, it } from "vitest";
import { shopReturnPath, testChargeResult } from "./card-test-mode.ts";

describe("the card test mode", () => {
  it("sends the shopper back only to a path of the shop", () => {
    expect(shopReturnPath("/checkout/order-received/9/?key=wc_order_x")).toBe("/checkout/order-received/9/?key=wc_order_x");
    expect(shopReturnPath("https://evil.example/")).toBe("/");
    expect(shopReturnPath("//evil.example/")).toBe("/");
    expect(shopReturnPath("/\\evil.example")).toBe("/");
    expect(shopReturnPath("")).toBe("/");
  });

  it("asks the 3-D Secure card for a challenge on-session and fails it off-session", () => {
    expect(testChargeResult("authentication_required", false)).toEqual({ status: "requires_action" });
    expect(testChargeResult("authentication_required", true)).toEqual({ status: "failed", code: "authentication_required" });
    expect(testChargeResult("declines_after_save", false)).toEqual({ status: "failed", code: "card_declined" });
  });
});

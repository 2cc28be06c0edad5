import { describe, expect, it } from "vitest";
import { shopReturnPath, testChargeResult, testSaveRefusal } from "./card-test-mode.ts";

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

  it("refuses to save the cards declined outright, with their own code, and keeps the cards whose charges decide later", () => {
    expect(testSaveRefusal("card_declined")).toBe("card_declined");
    expect(testSaveRefusal("insufficient_funds")).toBe("insufficient_funds");
    expect(testSaveRefusal("expired_card")).toBe("expired_card");
    expect(testSaveRefusal("incorrect_cvc")).toBe("incorrect_cvc");
    expect(testSaveRefusal("not_a_test_card")).toBe("card_declined");
    expect(testSaveRefusal("succeeds")).toBeNull();
    expect(testSaveRefusal("authentication_required")).toBeNull();
    expect(testSaveRefusal("declines_after_save")).toBeNull();
  });
});

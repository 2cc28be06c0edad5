import { describe, expect, it } from "vitest";
import { CART_ERROR_CODES } from "../cart/cart.ts";
import { COUPON_ERROR_CODES } from "../coupons/coupons.ts";
import { PAYMENT_ERROR_CODES } from "../payments/payments.ts";
import { REVIEW_ERROR_CODES } from "../reviews/reviews.ts";
import { HTTP_ERROR_CODES, statusForCode } from "./error-status.ts";

describe("statusForCode", () => {
  it("gives every expected outcome a client-error status", () => {
    for (const code of [...HTTP_ERROR_CODES, ...CART_ERROR_CODES, ...COUPON_ERROR_CODES, ...REVIEW_ERROR_CODES, ...PAYMENT_ERROR_CODES]) {
      const status = statusForCode(code);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(500);
    }
  });

  it("keeps the statuses clients rely on", () => {
    expect(statusForCode("product_not_found")).toBe(404);
    expect(statusForCode("insufficient_stock")).toBe(409);
    expect(statusForCode("variation_required")).toBe(422);
    expect(statusForCode("invalid_request")).toBe(400);
    expect(statusForCode("card_declined")).toBe(402);
  });
});

import { describe, expect, it } from "vitest";
import { format, t, tPlural } from "./t.ts";

describe("format", () => {
  it("fills %s and %d in turn", () => {
    expect(format("%s has %d items", "Cart", 3)).toBe("Cart has 3 items");
    expect(format("%d", 2.7)).toBe("2");
  });

  it("fills positional placeholders", () => {
    expect(format("%2$s before %1$s", "a", "b")).toBe("b before a");
  });

  it("leaves placeholders without an argument", () => {
    expect(format("%s and %s", "one")).toBe("one and %s");
  });
});

describe("t", () => {
  it("looks up WooCommerce's words", () => {
    expect(t("cart.addToCart")).toBe("Add to cart");
    expect(t("tabs.reviews", 4)).toBe("Reviews (4)");
    expect(tPlural(1, "rating.customerReview", "rating.customerReviews", 1)).toBe("1 customer review");
    expect(tPlural(2, "rating.customerReview", "rating.customerReviews", 2)).toBe("2 customer reviews");
  });
});

import { describe, expect, it } from "vitest";
import { pluralForm } from "./plural.ts";
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

  it("fills the same template afresh each time, and keeps a percent sign that is no placeholder", () => {
    expect(format("Showing %1$d–%2$d of %3$d results", 1, 12, 40)).toBe("Showing 1–12 of 40 results");
    expect(format("Showing %1$d–%2$d of %3$d results", 13, 24, 40)).toBe("Showing 13–24 of 40 results");
    expect(format("%s", "x")).toBe("x");
    expect(format("50% off %s, 100%", "hats")).toBe("50% off hats, 100%");
  });
});

describe("t", () => {
  it("looks up WooCommerce's words", () => {
    expect(t("cart.addToCart")).toBe("Add to cart");
    expect(t("tabs.reviews", 4)).toBe("Reviews (4)");
    const reviews = { one: "rating.customerReview", other: "rating.customerReviews" } as const;
    expect(tPlural(1, reviews, 1)).toBe("1 customer review");
    expect(tPlural(2, reviews, 2)).toBe("2 customer reviews");
    expect(tPlural(0, reviews, 0)).toBe("0 customer reviews");
  });
});

describe("pluralForm", () => {
  it("takes the catalogue language's plural category, and 'other' for a category the forms do not have", () => {
    const forms = { one: "one-form", other: "other-form" } as const;
    expect([0, 1, 2, 1.5, 21].map((n) => pluralForm(n, forms))).toEqual(["other-form", "one-form", "other-form", "other-form", "other-form"]);
  });
});

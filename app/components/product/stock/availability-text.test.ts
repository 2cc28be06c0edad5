import { describe, expect, it } from "vitest";
import { availabilityText } from "./availability-text.ts";

describe("availabilityText", () => {
  it("words each availability code from the catalogue with WooCommerce's classes", () => {
    expect(availabilityText(null, "en-US")).toBeNull();
    expect(availabilityText({ code: "out_of_stock" }, "en-US")).toEqual({ text: "Out of stock", className: "out-of-stock" });
    expect(availabilityText({ code: "on_backorder" }, "en-US")).toEqual({ text: "Available on backorder", className: "available-on-backorder" });
    expect(availabilityText({ code: "stock_count", quantity: 1200, backorderable: false }, "en-US")).toEqual({ text: "1,200 in stock", className: "in-stock" });
    expect(availabilityText({ code: "low_stock", quantity: 2, backorderable: false }, "en-US")?.text).toBe("Only 2 left in stock");
    expect(availabilityText({ code: "in_stock", quantity: 9, backorderable: true }, "en-US")?.text).toBe("In stock (can be backordered)");
  });

  it("formats the count in the shop's locale", () => {
    expect(availabilityText({ code: "stock_count", quantity: 1200, backorderable: false }, "de-DE")?.text).toBe("1.200 in stock");
  });
});

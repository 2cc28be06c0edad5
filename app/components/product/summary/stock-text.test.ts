import { describe, expect, it } from "vitest";
import type { StockInfo } from "../../../../server/catalog/catalog.ts";
import { stockText } from "./stock-text.ts";

const base: StockInfo = { manageStock: false, quantity: null, status: "instock", backorders: "no", lowStockAmount: null };

describe("stockText", () => {
  it("says nothing for an unmanaged item in stock", () => {
    expect(stockText(base)).toBeNull();
  });

  it("counts managed stock", () => {
    expect(stockText({ ...base, manageStock: true, quantity: 7 })).toEqual({ text: "7 in stock", className: "in-stock" });
    expect(stockText({ ...base, manageStock: true, quantity: null })).toEqual({ text: "In stock", className: "in-stock" });
  });

  it("flags out of stock and backorders", () => {
    expect(stockText({ ...base, status: "outofstock" })).toEqual({ text: "Out of stock", className: "out-of-stock" });
    expect(stockText({ ...base, status: "onbackorder" })).toEqual({ text: "Available on backorder", className: "available-on-backorder" });
  });
});

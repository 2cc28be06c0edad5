import { describe, expect, it } from "vitest";
import type { StockInfo } from "./catalog.ts";
import { stockAvailability } from "./stock-availability.ts";

const unmanaged: StockInfo = { manageStock: false, quantity: null, status: "instock", backorders: "no", lowStockAmount: null };
const managed = (quantity: number, extra: Partial<StockInfo> = {}): StockInfo => ({ ...unmanaged, manageStock: true, quantity, ...extra });

describe("stockAvailability (WooCommerce's availability rules)", () => {
  it("says nothing for an in-stock item whose stock is not managed", () => {
    expect(stockAvailability(unmanaged)).toBeNull();
  });

  it("says out of stock, and on backorder for an unmanaged backorder item", () => {
    expect(stockAvailability({ ...unmanaged, status: "outofstock" })).toEqual({ code: "out_of_stock" });
    expect(stockAvailability({ ...managed(5), status: "outofstock" })).toEqual({ code: "out_of_stock" });
    expect(stockAvailability({ ...unmanaged, status: "onbackorder" })).toEqual({ code: "on_backorder" });
  });

  it("shows the count by default, with the backorder note only when backorders notify", () => {
    expect(stockAvailability(managed(12))).toEqual({ code: "stock_count", quantity: 12, backorderable: false });
    expect(stockAvailability(managed(12, { backorders: "notify" }))).toEqual({ code: "stock_count", quantity: 12, backorderable: true });
    expect(stockAvailability(managed(2, { lowStockAmount: 3 }))).toEqual({ code: "stock_count", quantity: 2, backorderable: false });
  });

  it("says 'only N left' at or below the low-stock amount only in the low-amount format", () => {
    expect(stockAvailability(managed(3, { lowStockAmount: 3 }), "low_amount")).toMatchObject({ code: "low_stock", quantity: 3 });
    expect(stockAvailability(managed(4, { lowStockAmount: 3 }), "low_amount")).toMatchObject({ code: "in_stock", quantity: 4 });
    // Without a product threshold the shop-wide default (2) applies.
    expect(stockAvailability(managed(2), "low_amount")).toMatchObject({ code: "low_stock" });
    expect(stockAvailability(managed(1), "never")).toMatchObject({ code: "in_stock" });
  });

  it("treats managed stock at or below zero with backorders allowed as on backorder, shown only when it notifies", () => {
    expect(stockAvailability(managed(0, { backorders: "notify" }))).toEqual({ code: "on_backorder" });
    expect(stockAvailability(managed(-2, { backorders: "yes" }))).toBeNull();
    expect(stockAvailability(managed(3, { status: "onbackorder", backorders: "notify" }))).toEqual({ code: "on_backorder" });
  });
});

import { describe, expect, it } from "vitest";
import { mapWooCommerceRow, type MappingContext } from "./map-woocommerce-row.ts";
import { parseCsvRecords } from "../../csv/parse-csv.ts";

const HEADER = [
  "ID", "Type", "SKU", "Name", "Published", "Is featured?", "Visibility in catalog", "Description", "Date sale price starts",
  "Date sale price ends", "In stock?", "Stock", "Backorders allowed?", "Weight (lbs)", "Length (in)", "Width (in)", "Height (in)",
  "Sale price", "Regular price", "Categories", "Tags", "Images", "Parent", "Grouped products", "Upsells", "Position",
  "Attribute 1 name", "Attribute 1 value(s)", "Attribute 1 visible", "Attribute 1 global", "Attribute 1 default",
  "Attribute 2 name", "Attribute 2 value(s)", "Attribute 2 visible", "Attribute 2 global",
  "Meta: _subscription_period", "Meta: _subscription_period_interval", "Meta: _subscription_sign_up_fee", "Meta: _subscription_price",
  "Meta: _subscription_limit", "Shipping class",
];

function map(cells: Record<string, string>) {
  const line = HEADER.map((h) => `"${(cells[h] ?? "").replaceAll('"', '""')}"`).join(",");
  const parsed = parseCsvRecords(`\uFEFF${HEADER.join(",")}\r\n${line}\r\n`);
  if (!parsed.ok) throw new Error(parsed.message);
  const context: MappingContext = { headers: parsed.headers, weightUnit: "kg", dimensionUnit: "cm", currencyDecimals: 2 };
  const record = parsed.records[0];
  if (!record) throw new Error("no record");
  return mapWooCommerceRow(record.values, context);
}

describe("mapWooCommerceRow", () => {
  it("maps a simple, downloadable, virtual product with unit conversion and exact prices", () => {
    const result = map({
      ID: "10", Type: "simple, downloadable, virtual", SKU: "song", Name: "Song", Published: "-1", "Is featured?": "1",
      "Visibility in catalog": "search", Description: "Line 1\\nLine 2, with \"quotes\"", "In stock?": "0", Stock: "5",
      "Backorders allowed?": "notify", "Weight (lbs)": "2", "Length (in)": "10", "Sale price": "0.29", "Regular price": "19.99",
      "Date sale price starts": "2026-12-01", "Date sale price ends": "2026-12-24",
      Categories: "Music > Rock\\, Pop, Sale", Tags: "loud, live", Images: "https://example.com/a.png, https://example.com/b.png",
      Upsells: "id:12, other-sku", Position: "3",
    });
    if (!result.ok || result.row.kind !== "product") throw new Error(JSON.stringify(result));
    expect(result.row.csvId).toBe("10");
    expect(result.row.input).toMatchObject({
      type: "simple", sku: "song", status: "draft", featured: true, catalogVisibility: "search", downloadable: true, virtual: true,
      description: 'Line 1\nLine 2, with "quotes"', stockStatus: "outofstock", manageStock: true, stockQuantity: 5, backorders: "notify",
      weight: "0.9072", length: "25.4", width: null, regularPrice: 1999, salePrice: 29,
      saleFrom: "2026-12-01T00:00:00.000Z", saleTo: "2026-12-24T23:59:59.000Z",
      categories: [["Music", "Rock, Pop"], ["Sale"]], tags: ["loud", "live"],
      image: { source: "https://example.com/a.png" }, gallery: [{ source: "https://example.com/b.png" }],
      upsells: ["id:12", "other-sku"], menuOrder: 3,
    });
  });

  it("maps the shipping class's name to its slug, and an empty one (a variation's \"same as parent\") to none", () => {
    const classed = map({ Type: "simple", Name: "Sofa", "Regular price": "500", "Shipping class": "Bulky Items" });
    if (!classed.ok || classed.row.kind !== "product") throw new Error(JSON.stringify(classed));
    expect(classed.row.input.shippingClass).toBe("bulky-items");
    const variation = map({ Type: "variation", Parent: "id:1", "Regular price": "5", "Attribute 1 name": "Color", "Attribute 1 value(s)": "Blue" });
    if (!variation.ok || variation.row.kind !== "variation") throw new Error(JSON.stringify(variation));
    expect(variation.row.input.shippingClass).toBe("");
  });

  it("maps a variable product's attributes and drops its own price", () => {
    const result = map({
      Type: "variable", Name: "Tee", "Regular price": "10",
      "Attribute 1 name": "Color", "Attribute 1 value(s)": "Blue, Green", "Attribute 1 visible": "1", "Attribute 1 global": "1", "Attribute 1 default": "Green",
      "Attribute 2 name": "Size", "Attribute 2 value(s)": "S, M", "Attribute 2 visible": "0", "Attribute 2 global": "0",
    });
    if (!result.ok || result.row.kind !== "product") throw new Error(JSON.stringify(result));
    expect(result.row.input.regularPrice).toBeNull();
    expect(result.row.input.attributes).toEqual([
      { name: "Color", options: ["Blue", "Green"], visible: true, global: true, defaultOption: "Green" },
      { name: "Size", options: ["S", "M"], visible: false, global: false, defaultOption: null },
    ]);
  });

  it("maps a variation with an 'any' attribute and its parent reference", () => {
    const result = map({
      Type: "variation", SKU: "tee-blue", Name: "Tee - Blue", Published: "0", Parent: "id:741", "Regular price": "25", Position: "2",
      "Attribute 1 name": "Color", "Attribute 1 value(s)": "Blue", "Attribute 2 name": "Size", "Attribute 2 value(s)": "",
      Images: "https://example.com/blue.png",
    });
    if (!result.ok || result.row.kind !== "variation") throw new Error(JSON.stringify(result));
    expect(result.row.parentRef).toBe("id:741");
    expect(result.row.input).toMatchObject({
      sku: "tee-blue", regularPrice: 2500, enabled: false, menuOrder: 2, attributes: { Color: "Blue", Size: "" }, image: { source: "https://example.com/blue.png" },
    });
  });

  it("reads subscription meta", () => {
    const result = map({
      Type: "subscription", Name: "Coffee club", "Meta: _subscription_price": "12.5", "Meta: _subscription_period": "month",
      "Meta: _subscription_period_interval": "2", "Meta: _subscription_sign_up_fee": "5",
    });
    if (!result.ok || result.row.kind !== "product") throw new Error(JSON.stringify(result));
    expect(result.row.input).toMatchObject({ type: "subscription", regularPrice: 1250, subscription: { period: "month", interval: 2, signUpFee: 500 } });
  });

  it("reads WooCommerce Subscriptions' limit (_subscription_limit), an empty cell as no limit, and refuses an unknown one", () => {
    const limited = (value: string) => map({ Type: "subscription", Name: "Coffee box", "Meta: _subscription_price": "24", "Meta: _subscription_period": "month", "Meta: _subscription_limit": value });
    const input = (value: string) => {
      const result = limited(value);
      if (!result.ok || result.row.kind !== "product") throw new Error(JSON.stringify(result));
      return result.row.input;
    };
    expect(input("active")).toMatchObject({ subscriptionLimit: "active" });
    expect(input("any")).toMatchObject({ subscriptionLimit: "any" });
    expect(input("no")).toMatchObject({ subscriptionLimit: "no" });
    expect(input("")).toMatchObject({ subscriptionLimit: "no" });
    const bad = limited("twice");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toContain("_subscription_limit");
  });

  it("rejects unknown types and bad values with a reason", () => {
    expect(map({ Type: "bundle", Name: "X" })).toEqual({ ok: false, reason: 'unknown product type "bundle"' });
    const bad = map({ Type: "simple", Name: "X", "Regular price": "abc", Published: "2" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toContain("Regular price");
  });
});

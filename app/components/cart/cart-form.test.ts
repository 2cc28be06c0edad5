import { describe, expect, it } from "vitest";
import { readCartForm, redirectAfterAdd } from "./cart-form.server.ts";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("readCartForm", () => {
  it("reads a product form, with variation and attributes", () => {
    expect(readCartForm(form([["quantity", "2"], ["add-to-cart", "5"], ["product_id", "5"], ["variation_id", ""], ["attribute_pa_colour", "red"]]))).toEqual({
      kind: "add",
      items: [{ productId: 5, variationId: null, quantity: 2, attributes: { attribute_pa_colour: "red" } }],
    });
  });
  it("reads a grouped form's children with a quantity", () => {
    expect(readCartForm(form([["quantity[8]", "1"], ["quantity[9]", ""], ["product_id", "7"]]))).toEqual({
      kind: "add",
      items: [{ productId: 8, variationId: null, quantity: 1, attributes: {} }],
    });
  });
  it("reads the cart page's update, coupon and remove-coupon posts", () => {
    const key = "a".repeat(32);
    expect(readCartForm(form([[`cart[${key}][qty]`, "3"], ["update_cart", "1"]]))).toEqual({ kind: "update", quantities: [{ key, quantity: 3 }] });
    expect(readCartForm(form([["coupon_code", " WELCOME10 "], ["apply_coupon", "1"]]))).toEqual({ kind: "apply-coupon", code: "WELCOME10" });
    expect(readCartForm(form([["remove_coupon", "fiveoff"]]))).toEqual({ kind: "remove-coupon", code: "fiveoff" });
    expect(readCartForm(form([["quantity", "1"]]))).toEqual({ kind: "invalid" });
  });
});

describe("redirectAfterAdd", () => {
  const request = (referer: string | null) => new Request("http://shop.test/cart", { method: "POST", headers: referer ? { referer } : {} });
  it("goes back to the referring page with the notice parameter", () => {
    expect(redirectAfterAdd(request("http://shop.test/product/mug?added-to-cart=1"), 5, false)).toBe("/product/mug?added-to-cart=5");
  });
  it("goes to the cart when asked to, without a referrer, or from another site", () => {
    expect(redirectAfterAdd(request("http://shop.test/shop"), 5, true)).toBe("/cart");
    expect(redirectAfterAdd(request(null), 5, false)).toBe("/cart");
    expect(redirectAfterAdd(request("https://evil.test/x"), 5, false)).toBe("/cart");
  });
});

import { describe, expect, it } from "vitest";
import { checkoutFields } from "./test-checkout-fixture.ts";
import { validateCheckoutForm } from "./validate-checkout-form.ts";

const fields = checkoutFields;

describe("validateCheckoutForm by country", () => {
  it("accepts a US address and keeps the state's code", () => {
    const check = validateCheckoutForm(fields({ billing_state: "Illinois" }), { needsShipping: true });
    expect(check.ok && check.form.billing.state).toBe("IL");
  });

  it("refuses a US ZIP of the wrong shape at its field", () => {
    expect(validateCheckoutForm(fields({ billing_postcode: "1234" }), { needsShipping: true })).toEqual({
      ok: false,
      errors: [{ field: "billing_postcode", code: "postcode_invalid", params: { field: "billing_postcode" } }],
    });
  });

  it("lists the states to choose from when the state is not one of them", () => {
    const check = validateCheckoutForm(fields({ billing_state: "Narnia" }), { needsShipping: true });
    expect(check.ok).toBe(false);
    const error = check.ok ? undefined : check.errors[0];
    expect(error).toMatchObject({ field: "billing_state", code: "state_invalid" });
    expect(String(error?.params["options"])).toContain("Illinois, Indiana");
  });

  it("takes a UK address without a county, with its postcode in capitals", () => {
    const check = validateCheckoutForm(fields({ billing_country: "GB", billing_state: "", billing_postcode: "sw1a 2aa" }), { needsShipping: true });
    expect(check.ok && check.form.billing.postcode).toBe("SW1A 2AA");
  });

  it("checks the shipping address by its own country only when it is used", () => {
    const shipping = { ship_to_different_address: "1", shipping_first_name: "Ada", shipping_last_name: "L", shipping_country: "DE", shipping_address_1: "Unter den Linden 1", shipping_city: "Berlin", shipping_postcode: "1011" };
    const check = validateCheckoutForm(fields(shipping), { needsShipping: true });
    expect(check.ok ? [] : check.errors.map((e) => `${e.field}:${e.code}`)).toEqual(["shipping_postcode:postcode_invalid"]);
    expect(validateCheckoutForm(fields({ ...shipping, ship_to_different_address: "" }), { needsShipping: true }).ok).toBe(true);
  });
});

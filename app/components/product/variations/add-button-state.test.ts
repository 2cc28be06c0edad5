import { describe, expect, it } from "vitest";
import { addButtonState, disabledButtonMessage, isVariationAvailable } from "./add-button-state.ts";
import { variationFixture } from "./variation-fixture.ts";
import { t } from "../../../i18n/t.ts";

describe("addButtonState", () => {
  it("needs a selection while no variation is shown", () => {
    expect(addButtonState(null)).toEqual({ disabled: true, flag: "needs-selection" });
  });

  it("is enabled for an available variation", () => {
    expect(addButtonState(variationFixture(1, {}))).toEqual({ disabled: false, flag: null });
  });

  it.each([
    ["not purchasable", { is_purchasable: false }],
    ["out of stock", { is_in_stock: false }],
    ["not visible", { variation_is_visible: false }],
  ])("is unavailable when %s", (_reason, overrides) => {
    const variation = variationFixture(1, {}, overrides);
    expect(isVariationAvailable(variation)).toBe(false);
    expect(addButtonState(variation)).toEqual({ disabled: true, flag: "unavailable" });
  });
});

describe("disabledButtonMessage", () => {
  it("uses WooCommerce's words for each flag", () => {
    expect(t(disabledButtonMessage("needs-selection"))).toBe("Please select some product options before adding this product to your cart.");
    expect(t(disabledButtonMessage("unavailable"))).toBe("Sorry, this product is unavailable. Please choose a different combination.");
  });
});

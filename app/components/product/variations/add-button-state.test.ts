import { describe, expect, it } from "vitest";
import { addButtonState, disabledButtonMessage, isVariationAvailable, selectionButtonState } from "./add-button-state.ts";
import { availabilityFixture, variationFixture } from "./variation-fixture.ts";
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

describe("selectionButtonState", () => {
  const soldOut = availabilityFixture(1, {}, { is_in_stock: false });

  it("flags a combination the index knows is unavailable before its details arrive", () => {
    expect(selectionButtonState(null, soldOut)).toEqual({ disabled: true, flag: "unavailable" });
    expect(selectionButtonState(null, availabilityFixture(1, {}, { variation_is_visible: false }))).toEqual({ disabled: true, flag: "unavailable" });
  });

  it("waits for the details of an available combination", () => {
    expect(selectionButtonState(null, availabilityFixture(1, {}))).toEqual({ disabled: true, flag: "needs-selection" });
    expect(selectionButtonState(null, null)).toEqual({ disabled: true, flag: "needs-selection" });
  });

  it("follows the shown variation once it is there, being newer than the page", () => {
    expect(selectionButtonState(variationFixture(1, {}), soldOut)).toEqual({ disabled: false, flag: null });
    expect(selectionButtonState(variationFixture(1, {}, { is_purchasable: false }), availabilityFixture(1, {}))).toEqual({ disabled: true, flag: "unavailable" });
  });
});

describe("disabledButtonMessage", () => {
  it("uses WooCommerce's words for each flag", () => {
    expect(t(disabledButtonMessage("needs-selection"))).toBe("Please select some product options before adding this product to your cart.");
    expect(t(disabledButtonMessage("unavailable"))).toBe("Sorry, this product is unavailable. Please choose a different combination.");
  });
});

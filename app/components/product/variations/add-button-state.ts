import type { VariationData } from "../../../../server/catalog/catalog.ts";
import type { MessageKey } from "../../../i18n/messages.en.ts";

// The add-to-cart button of a variable product (spec §4, §5). It stays focusable while disabled
// (aria-disabled) so a click can explain, through an alert, what is missing.

export type AddButtonFlag = "needs-selection" | "unavailable";

export interface AddButtonState {
  disabled: boolean;
  flag: AddButtonFlag | null;
}

/** A variation can be bought when it is purchasable, in stock and visible. */
export function isVariationAvailable(variation: VariationData): boolean {
  return variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible;
}

/** `variation` is the one shown for the current (complete) selection, null when none is. */
export function addButtonState(variation: VariationData | null): AddButtonState {
  if (variation === null) return { disabled: true, flag: "needs-selection" };
  if (!isVariationAvailable(variation)) return { disabled: true, flag: "unavailable" };
  return { disabled: false, flag: null };
}

/** What the alert says when a disabled button is pressed. */
export function disabledButtonMessage(flag: AddButtonFlag): MessageKey {
  return flag === "unavailable" ? "variations.unavailable" : "variations.makeSelection";
}

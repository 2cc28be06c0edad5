import type { VariationAvailability } from "../../../../server/catalog/catalog.ts";
import type { MessageKey } from "../../../i18n/messages.en.ts";

// The add-to-cart button of a variable product (spec §4, §5). It stays focusable while disabled
// (aria-disabled) so a click can explain, through an alert, what is missing.

export type AddButtonFlag = "needs-selection" | "unavailable";

export interface AddButtonState {
  disabled: boolean;
  flag: AddButtonFlag | null;
}

/** What decides whether a variation can be bought; VariationData and the compact index both have it. */
export type SaleFlags = Pick<VariationAvailability, "is_purchasable" | "is_in_stock" | "variation_is_visible">;

/** A variation can be bought when it is purchasable, in stock and visible. */
export function isVariationAvailable(variation: SaleFlags): boolean {
  return variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible;
}

/** `variation` is the one shown for the current (complete) selection, null when none is. */
export function addButtonState(variation: SaleFlags | null): AddButtonState {
  if (variation === null) return { disabled: true, flag: "needs-selection" };
  if (!isVariationAvailable(variation)) return { disabled: true, flag: "unavailable" };
  return { disabled: false, flag: null };
}

/**
 * The button for the current selection. `shown` is the variation whose details are displayed (null
 * while they are looked up); `known` is what the page's own data says of the chosen combination, so
 * an unavailable one is flagged at once instead of after the lookup. What the lookup returns wins,
 * being newer than the page.
 */
export function selectionButtonState(shown: SaleFlags | null, known: SaleFlags | null): AddButtonState {
  if (shown !== null) return addButtonState(shown);
  return addButtonState(known !== null && !isVariationAvailable(known) ? known : null);
}

/** What the alert says when a disabled button is pressed. */
export function disabledButtonMessage(flag: AddButtonFlag): MessageKey {
  return flag === "unavailable" ? "variations.unavailable" : "variations.makeSelection";
}

import type { VariationAvailability, VariationData } from "../../../../server/catalog/catalog.ts";
import { findVariationForSelection, isSelectionComplete, type AttributeChoices } from "./match-variations.ts";

// What a selection leads to before any request: the embedded variation, a known miss, or a lookup.
// A product too large to embed still carries an index of every variation, so a combination the
// index lacks is a miss without asking the server, and one it has is flagged from the index at once.

/** `V`: what the caller embeds for each variation (the product page: VariationData; the table's rows add their HTML). */
export interface SelectionOutcome<V extends VariationAvailability = VariationData> {
  /** What the page's own data says of the complete selection; null when incomplete, unmatched or unknown. */
  known: VariationAvailability | null;
  /** The embedded variation to show now; null when there is none or it has to be looked up. */
  variation: V | null;
  /** The page's data shows that no variation matches the complete selection. */
  noMatch: boolean;
  /** The variation's details (price, image, SKU…) must come from the lookup endpoint. */
  lookUp: boolean;
}

const NOTHING: SelectionOutcome<never> = { known: null, variation: null, noMatch: false, lookUp: false };

/**
 * `variations` is the embedded data (null when too many to embed); `variationIndex` the compact
 * index that replaces it (null when the page has none, in which case every complete selection is
 * looked up).
 */
export function selectionOutcome<V extends VariationAvailability = VariationData>(
  fieldNames: readonly string[],
  choices: AttributeChoices,
  variations: readonly V[] | null,
  variationIndex: readonly VariationAvailability[] | null,
): SelectionOutcome<V> {
  if (!isSelectionComplete(fieldNames, choices)) return NOTHING;
  if (variations !== null) {
    const found = findVariationForSelection(variations, fieldNames, choices);
    return { known: found, variation: found, noMatch: found === null, lookUp: false };
  }
  if (variationIndex === null) return { ...NOTHING, lookUp: true };
  const entry = findVariationForSelection(variationIndex, fieldNames, choices);
  return { known: entry, variation: null, noMatch: entry === null, lookUp: entry !== null };
}

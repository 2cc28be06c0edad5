import type { VariationAvailability, VariationData } from "../../../../server/catalog/catalog.ts";
import { findVariationForSelection, isSelectionComplete, type AttributeChoices } from "./match-variations.ts";

// What a selection leads to before any request: the embedded variation, a known miss, or a lookup.
// A product too large to embed still carries an index of every variation, so a combination the
// index lacks is a miss without asking the server, and one it has is flagged from the index at once.

export interface SelectionOutcome {
  /** What the page's own data says of the complete selection; null when incomplete, unmatched or unknown. */
  known: VariationAvailability | null;
  /** The embedded variation to show now; null when there is none or it has to be looked up. */
  variation: VariationData | null;
  /** The page's data shows that no variation matches the complete selection. */
  noMatch: boolean;
  /** The variation's details (price, image, SKU…) must come from the lookup endpoint. */
  lookUp: boolean;
}

const NOTHING: SelectionOutcome = { known: null, variation: null, noMatch: false, lookUp: false };

/**
 * `variations` is the embedded data (null when too many to embed); `variationIndex` the compact
 * index that replaces it (null when the page has none, in which case every complete selection is
 * looked up).
 */
export function selectionOutcome(
  fieldNames: readonly string[],
  choices: AttributeChoices,
  variations: readonly VariationData[] | null,
  variationIndex: readonly VariationAvailability[] | null,
): SelectionOutcome {
  if (!isSelectionComplete(fieldNames, choices)) return NOTHING;
  if (variations !== null) {
    const found = findVariationForSelection(variations, fieldNames, choices);
    return { known: found, variation: found, noMatch: found === null, lookUp: false };
  }
  if (variationIndex === null) return { ...NOTHING, lookUp: true };
  const entry = findVariationForSelection(variationIndex, fieldNames, choices);
  return { known: entry, variation: null, noMatch: entry === null, lookUp: entry !== null };
}

import type { VariationAvailability } from "../../../../server/catalog/catalog.ts";

// WooCommerce's matching rule for the variations form: a variation fits the shopper's choices when
// no attribute has two different, non-empty values. "" stands for "any" on the variation's side
// and for "not chosen yet" on the shopper's side, so both match everything.

/**
 * What matching reads of a variation. Embedded VariationData and the compact index of a product
 * too large to embed both have it, so the same rules serve both.
 */
export type MatchableVariation = Pick<VariationAvailability, "attributes">;

/** Form field name → chosen option slug ("" = nothing chosen). Keys are `attribute_<key>`. */
export type AttributeChoices = Readonly<Record<string, string>>;

/** The select's name and the key in VariationData.attributes for a product attribute. */
export function attributeFieldName(attributeKey: string): string {
  return `attribute_${attributeKey}`;
}

export function variationMatches(variationAttributes: Readonly<Record<string, string>>, choices: AttributeChoices): boolean {
  return Object.entries(variationAttributes).every(([name, value]) => {
    const chosen = choices[name];
    return chosen === undefined || chosen === "" || value === "" || value === chosen;
  });
}

export function findMatchingVariations<V extends MatchableVariation>(variations: readonly V[], choices: AttributeChoices): V[] {
  return variations.filter((variation) => variationMatches(variation.attributes, choices));
}

/** True when every attribute select has a value (spec §5: only then is a variation looked for). */
export function isSelectionComplete(fieldNames: readonly string[], choices: AttributeChoices): boolean {
  return fieldNames.every((name) => (choices[name] ?? "") !== "");
}

/** True when at least one attribute is chosen: the "Clear" control shows only then. */
export function hasAnyChoice(choices: AttributeChoices): boolean {
  return Object.values(choices).some((value) => value !== "");
}

/** The variation for a complete selection (the first match, as WooCommerce takes), else null. */
export function findVariationForSelection<V extends MatchableVariation>(
  variations: readonly V[],
  fieldNames: readonly string[],
  choices: AttributeChoices,
): V | null {
  if (!isSelectionComplete(fieldNames, choices)) return null;
  return findMatchingVariations(variations, choices)[0] ?? null;
}

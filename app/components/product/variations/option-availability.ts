import type { VariationAvailability } from "../../../../server/catalog/catalog.ts";
import { findMatchingVariations, type AttributeChoices } from "./match-variations.ts";

// Which options of a select stay offered given the other selects (WooCommerce's update_attributes):
// an option no variation could match is removed; one only inactive variations match is disabled.

export type OptionState = "enabled" | "disabled" | "removed";

/** What option states read of a variation: embedded VariationData and the compact index both fit. */
export type OfferedVariation = Pick<VariationAvailability, "attributes" | "variation_is_active">;

export interface VariationAttributeField {
  /** `attribute_<key>` */
  fieldName: string;
  /** Option slugs in display order. */
  options: readonly string[];
}

function withoutChoice(choices: AttributeChoices, fieldName: string): AttributeChoices {
  return { ...choices, [fieldName]: "" };
}

/** State of every option of `field`, judged against the choices made in the other selects. */
export function optionStates(
  field: VariationAttributeField,
  variations: readonly OfferedVariation[],
  choices: AttributeChoices,
): Map<string, OptionState> {
  const candidates = findMatchingVariations(variations, withoutChoice(choices, field.fieldName));
  const states = new Map<string, OptionState>(field.options.map((option) => [option, "removed"]));
  for (const variation of candidates) {
    const value = variation.attributes[field.fieldName] ?? "";
    const reached = value === "" ? field.options : [value];
    for (const option of reached) {
      if (!states.has(option)) continue;
      if (variation.variation_is_active) states.set(option, "enabled");
      else if (states.get(option) === "removed") states.set(option, "disabled");
    }
  }
  return states;
}

/**
 * Clears choices whose option is no longer offered (e.g. a default or query-string value that no
 * variation has), repeating until stable because clearing one select can free another.
 */
export function pruneUnavailableChoices(
  fields: readonly VariationAttributeField[],
  variations: readonly OfferedVariation[],
  choices: AttributeChoices,
): AttributeChoices {
  let current = choices;
  for (let pass = 0; pass <= fields.length; pass++) {
    const cleared = fields.find((field) => {
      const chosen = current[field.fieldName] ?? "";
      if (chosen === "") return false;
      const state = optionStates(field, variations, current).get(chosen);
      return state === undefined || state === "removed";
    });
    if (cleared === undefined) return current;
    current = withoutChoice(current, cleared.fieldName);
  }
  return current;
}

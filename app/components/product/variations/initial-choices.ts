import type { ProductAttribute } from "../../../../server/catalog/catalog.ts";
import { attributeFieldName, type AttributeChoices } from "./match-variations.ts";

// What the selects show first: an `attribute_<key>=<slug>` in the address (links from carts, ads
// and emails) wins over the product's default; values that are not options are ignored.

export function variationAttributes(attributes: readonly ProductAttribute[]): ProductAttribute[] {
  return attributes.filter((attribute) => attribute.usedForVariations);
}

export function initialChoices(attributes: readonly ProductAttribute[], search: string): AttributeChoices {
  const query = new URLSearchParams(search);
  const choices: Record<string, string> = {};
  for (const attribute of variationAttributes(attributes)) {
    const fieldName = attributeFieldName(attribute.key);
    const isOption = (slug: string | null): slug is string => slug !== null && attribute.options.some((option) => option.slug === slug);
    const requested = query.get(fieldName);
    choices[fieldName] = isOption(requested) ? requested : isOption(attribute.defaultOption) ? attribute.defaultOption : "";
  }
  return choices;
}

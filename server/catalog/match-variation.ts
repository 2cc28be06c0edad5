import type { VariationCandidate } from "./variation.repository.ts";

// WooCommerce's find_matching_product_variation, kept pure: a variation matches when each of its
// attribute values is "" (any) or the chosen option; the most specific match wins, then menu order.

/** Prefix WooCommerce puts on attribute keys in forms and variation data. */
export const ATTRIBUTE_FIELD_PREFIX = "attribute_";

/** Accepts `attribute_pa_color` and `pa_color` alike; empty values are dropped. */
export function normaliseChosen(chosen: Readonly<Record<string, string>>): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(chosen)) {
    if (value === "") continue;
    result.set(key.startsWith(ATTRIBUTE_FIELD_PREFIX) ? key.slice(ATTRIBUTE_FIELD_PREFIX.length) : key, value);
  }
  return result;
}

/**
 * The matching variation's id, or null when any attribute is unchosen (the form looks up only
 * complete selections, spec §5) or nothing matches. Candidates come in menu order.
 */
export function matchVariation(
  candidates: readonly VariationCandidate[],
  attributeKeys: readonly string[],
  chosen: Readonly<Record<string, string>>,
): number | null {
  const values = normaliseChosen(chosen);
  if (attributeKeys.length === 0 || attributeKeys.some((key) => !values.has(key))) return null;
  let best: { id: number; specificity: number } | null = null;
  for (const candidate of candidates) {
    let specificity = 0;
    let matches = true;
    for (const key of attributeKeys) {
      const value = candidate.attributes[key] ?? "";
      if (value === "") continue;
      if (value !== values.get(key)) {
        matches = false;
        break;
      }
      specificity += 1;
    }
    // Strictly greater: among equally specific matches the first in menu order stays.
    if (matches && (best === null || specificity > best.specificity)) best = { id: candidate.id, specificity };
  }
  return best?.id ?? null;
}

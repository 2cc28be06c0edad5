import type { VariationData } from "../../../../server/catalog/catalog.ts";
import type { AttributeChoices } from "./match-variations.ts";

// Products with too many variations to embed in the page ask the server for the one matching a
// complete selection (spec §7 get_variation). The answer is checked for the fields the form reads
// rather than run through zod, which would weigh more than the whole variations form in the bundle.

export function variationLookupUrl(productId: number): string {
  return `/api/v1/products/${productId}/variation`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isVariationData(value: unknown): value is VariationData {
  if (!isRecord(value)) return false;
  return (
    typeof value.variation_id === "number" &&
    isRecord(value.attributes) &&
    typeof value.is_purchasable === "boolean" &&
    typeof value.is_in_stock === "boolean" &&
    typeof value.variation_is_visible === "boolean" &&
    typeof value.variation_is_active === "boolean" &&
    typeof value.is_on_sale === "boolean" &&
    (value.display_price === null || typeof value.display_price === "number") &&
    (value.availability === null || isRecord(value.availability))
  );
}

export class VariationLookupError extends Error {}

/** The variation for `choices`, or null when the server knows none (404). Throws on other failures. */
export async function lookUpVariation(
  productId: number,
  choices: AttributeChoices,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<VariationData | null> {
  const response = await fetchImpl(variationLookupUrl(productId), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ attributes: choices }),
    signal,
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new VariationLookupError(`Variation lookup failed with status ${response.status}`);
  const body: unknown = await response.json();
  if (!isVariationData(body)) throw new VariationLookupError("Variation lookup returned an unexpected body");
  return body;
}

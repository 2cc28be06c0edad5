import type { AttributeChoices } from "../../product/variations/match-variations.ts";
import { VariationLookupError } from "../../product/variations/variation-lookup.ts";
import type { RowVariation } from "./row-variations-payload.ts";

// A product too large to embed (above the product page's limit) carries only the compact index, so
// its rows look the chosen variation up. The table asks its own route, which matches exactly as
// the Store API's lookup (findVariation) but answers the row's shape, with the price and stock
// line rendered on the server: the table's script formats no money and bundles no words.

export function rowVariationLookupUrl(productId: number, choices: AttributeChoices): string {
  return `/product-table/variation/${productId}?${new URLSearchParams(Object.entries(choices)).toString()}`;
}

const FLAGS = ["variation_is_active", "variation_is_visible", "is_purchasable", "is_in_stock"] as const;
const stringOrNull = (value: unknown) => value === null || typeof value === "string";

/** Checked for the fields the form reads, as the product page's lookup checks its answer (no zod in the bundle). */
export function isRowVariation(value: unknown): value is RowVariation {
  if (typeof value !== "object" || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    typeof fields.variation_id === "number" &&
    typeof fields.attributes === "object" && fields.attributes !== null &&
    FLAGS.every((flag) => typeof fields[flag] === "boolean") &&
    typeof fields.min_qty === "number" &&
    stringOrNull(fields.price_html) && stringOrNull(fields.availability_html)
  );
}

/** The row variation for `choices`, or null when none matches (404). Throws on other failures. */
export async function lookUpRowVariation(productId: number, choices: AttributeChoices, signal: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<RowVariation | null> {
  const response = await fetchImpl(rowVariationLookupUrl(productId, choices), { headers: { accept: "application/json" }, signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new VariationLookupError(`Variation lookup failed with status ${response.status}`);
  const body: unknown = await response.json();
  if (!isRowVariation(body)) throw new VariationLookupError("Variation lookup returned an unexpected body");
  return body;
}

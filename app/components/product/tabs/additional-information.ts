import type { Dimensions, Product, VariationData } from "../../../../server/catalog/catalog.ts";
import { t } from "../../../i18n/t.ts";

// The rows of the Additional information table. Weight and dimensions follow the chosen variation
// (its *_html from the server), as WooCommerce's variations script does, and return on reset.

export type InformationRow =
  | { key: "weight" | "dimensions"; label: string; text: string; html: null }
  | { key: "weight" | "dimensions"; label: string; text: null; html: string }
  | { key: `attribute-${string}`; label: string; text: string; html: null };

/** "1.5 kg", or null without a weight. */
export function formatWeight(weight: string | null, unit: string): string | null {
  return weight === null || weight === "" ? null : `${weight} ${unit}`;
}

/** "10 × 20 × 5 cm" from the dimensions that are set, or null when none is. */
export function formatDimensions(dimensions: Dimensions, unit: string): string | null {
  const parts = [dimensions.length, dimensions.width, dimensions.height].filter((part): part is string => part !== null && part !== "");
  return parts.length === 0 ? null : `${parts.join(" × ")} ${unit}`;
}

export interface VariationMeasures {
  anyWeight: boolean;
  anyDimensions: boolean;
}

/** Whether any embedded variation has a weight or a size (the rows show even if the parent has none). */
export function variationMeasures(variations: readonly VariationData[] | null): VariationMeasures {
  const all = variations ?? [];
  return {
    anyWeight: all.some((variation) => variation.weight !== ""),
    anyDimensions: all.some((variation) => formatDimensions(variation.dimensions, "") !== null),
  };
}

export function additionalInformationRows(
  product: Pick<Product, "weight" | "dimensions" | "attributes">,
  variation: VariationData | null,
  measures: VariationMeasures,
  units: { weight: string; dimension: string },
): InformationRow[] {
  const rows: InformationRow[] = [];
  const weight = formatWeight(product.weight, units.weight);
  if (weight !== null || measures.anyWeight) {
    const label = t("info.weight");
    rows.push(variation ? { key: "weight", label, text: null, html: variation.weight_html } : { key: "weight", label, text: weight ?? t("common.notAvailable"), html: null });
  }
  const dimensions = formatDimensions(product.dimensions, units.dimension);
  if (dimensions !== null || measures.anyDimensions) {
    const label = t("info.dimensions");
    rows.push(
      variation
        ? { key: "dimensions", label, text: null, html: variation.dimensions_html }
        : { key: "dimensions", label, text: dimensions ?? t("common.notAvailable"), html: null },
    );
  }
  for (const attribute of product.attributes) {
    if (!attribute.visible || attribute.options.length === 0) continue;
    rows.push({ key: `attribute-${attribute.key}`, label: attribute.name, text: attribute.options.map((option) => option.name).join(", "), html: null });
  }
  return rows;
}

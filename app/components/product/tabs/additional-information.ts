import type { Dimensions, Product, VariationData } from "../../../../server/catalog/catalog.ts";
import { t } from "../../../i18n/t.ts";
import { numberFormat } from "../../../i18n/intl-formats.ts";

// The rows of the Additional information table. Weight and dimensions follow the chosen variation
// (its own or inherited measures), as WooCommerce's variations script does, and return on reset.

export interface InformationRow {
  key: "weight" | "dimensions" | `attribute-${string}`;
  label: string;
  text: string;
}

export interface MeasureUnits {
  weight: string;
  dimension: string;
  /** The shop's locale, for the decimal separator. */
  locale: string;
}

export const DIMENSION_SEPARATOR = " × ";
const MAX_MEASURE_DECIMALS = 6;

function formatDecimal(value: string, locale: string): string {
  const number = Number(value);
  return Number.isFinite(number) ? numberFormat(locale, { useGrouping: false, maximumFractionDigits: MAX_MEASURE_DECIMALS }).format(number) : value;
}

/** "1.5 kg", or null without a weight. */
export function formatWeight(weight: string | null, unit: string, locale: string): string | null {
  return weight === null || weight === "" ? null : `${formatDecimal(weight, locale)} ${unit}`;
}

function setDimensions(dimensions: Dimensions): string[] {
  return [dimensions.length, dimensions.width, dimensions.height].filter((part): part is string => part !== null && part !== "");
}

/** "10 × 20 × 5 cm" from the dimensions that are set, or null when none is. */
export function formatDimensions(dimensions: Dimensions, unit: string, locale: string): string | null {
  const parts = setDimensions(dimensions);
  return parts.length === 0 ? null : `${parts.map((part) => formatDecimal(part, locale)).join(DIMENSION_SEPARATOR)} ${unit}`;
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
    anyDimensions: all.some((variation) => setDimensions(variation.dimensions).length > 0),
  };
}

export function additionalInformationRows(
  product: Pick<Product, "weight" | "dimensions" | "attributes">,
  variation: VariationData | null,
  measures: VariationMeasures,
  units: MeasureUnits,
): InformationRow[] {
  const rows: InformationRow[] = [];
  // A variation's data already holds its measures with the parent's filled in.
  const weight = formatWeight(variation ? variation.weight : product.weight, units.weight, units.locale);
  if (formatWeight(product.weight, units.weight, units.locale) !== null || measures.anyWeight) {
    rows.push({ key: "weight", label: t("info.weight"), text: weight ?? t("common.notAvailable") });
  }
  const dimensions = formatDimensions(variation ? variation.dimensions : product.dimensions, units.dimension, units.locale);
  if (formatDimensions(product.dimensions, units.dimension, units.locale) !== null || measures.anyDimensions) {
    rows.push({ key: "dimensions", label: t("info.dimensions"), text: dimensions ?? t("common.notAvailable") });
  }
  for (const attribute of product.attributes) {
    if (!attribute.visible || attribute.options.length === 0) continue;
    rows.push({ key: `attribute-${attribute.key}`, label: attribute.name, text: attribute.options.map((option) => option.name).join(t("list.separator")) });
  }
  return rows;
}

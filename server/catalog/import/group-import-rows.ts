import type { VariationInput } from "../catalog.ts";
import { mapWooCommerceRow, type MappingContext, type ProductRow } from "./map-woocommerce-row.ts";
import type { CsvRecord } from "../../csv/parse-csv.ts";

// Puts each variation row under its parent product (which may come later in the file) so that a
// product and all its variations are saved together.

export interface ProductGroup {
  /** CSV data row number (1 = first row after the header). */
  row: number;
  product: ProductRow;
  variations: { row: number; input: VariationInput }[];
}

export interface RowFailure {
  row: number;
  sku: string | null;
  reason: string;
}

export interface GroupedRows {
  groups: ProductGroup[];
  failures: RowFailure[];
}

export function groupImportRows(records: CsvRecord[], context: MappingContext): GroupedRows {
  const groups: ProductGroup[] = [];
  const failures: RowFailure[] = [];
  const byCsvId = new Map<string, ProductGroup>();
  const bySku = new Map<string, ProductGroup>();
  const pending: { row: number; sku: string | null; parentRef: string; input: VariationInput }[] = [];

  for (const record of records) {
    const sku = record.values.get("SKU")?.trim() || null;
    const mapped = mapWooCommerceRow(record.values, context);
    if (!mapped.ok) {
      failures.push({ row: record.row, sku, reason: mapped.reason });
      continue;
    }
    const row = mapped.row;
    if (row.kind === "variation") {
      pending.push({ row: record.row, sku, parentRef: row.parentRef, input: row.input });
      continue;
    }
    const group: ProductGroup = { row: record.row, product: row, variations: [] };
    groups.push(group);
    if (row.csvId !== null) byCsvId.set(row.csvId, group);
    if (sku !== null) bySku.set(sku, group);
  }

  for (const variation of pending) {
    const ref = variation.parentRef;
    const parent = ref.startsWith("id:") ? byCsvId.get(ref.slice(3).trim()) : (bySku.get(ref) ?? byCsvId.get(ref));
    if (!parent) {
      failures.push({ row: variation.row, sku: variation.sku, reason: `parent "${ref}" is not in this file` });
    } else if (parent.product.input.type !== "variable" && parent.product.input.type !== "variable-subscription") {
      failures.push({ row: variation.row, sku: variation.sku, reason: `parent "${ref}" is not a variable product` });
    } else {
      parent.variations.push({ row: variation.row, input: variation.input });
    }
  }
  for (const group of groups) group.variations.sort((a, b) => (a.input.menuOrder ?? 0) - (b.input.menuOrder ?? 0) || a.row - b.row);
  return { groups, failures };
}

/** Replaces "id:NN" references with the SKU or slug the product with that CSV ID was saved under. */
export function resolveIdRefs(refs: string[], savedKeys: Map<string, string>): string[] {
  return refs.map((ref) => (ref.startsWith("id:") ? (savedKeys.get(ref.slice(3).trim()) ?? ref) : ref));
}

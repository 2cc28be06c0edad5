import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { linkProducts } from "../link-products.ts";
import { findMatchingProduct, saveProduct } from "../save-product.ts";
import { slugify } from "../slugify.ts";
import { groupImportRows, resolveIdRefs, type RowFailure } from "./group-import-rows.ts";
import { parseCsvRecords } from "../../csv/parse-csv.ts";

// Imports a WooCommerce product CSV export. Each product with its variations is saved in one
// transaction; links between products are set afterwards so rows may point forward in the file.

export interface ImportProgress { done: number; total: number }

export interface ImportProductsOptions {
  mediaDir: string;
  /** Update products whose SKU (or slug) already exists instead of skipping them. */
  update: boolean;
  weightUnit?: string;
  dimensionUnit?: string;
  /** Decimal places of the shop currency (2 for USD/EUR, 0 for JPY). */
  currencyDecimals?: number;
  onProgress?: (progress: ImportProgress) => void;
  now?: Date;
}

export interface ImportRowResult {
  row: number;
  sku: string | null;
  name: string;
  status: "imported" | "updated" | "unchanged" | "skipped" | "failed";
  reason: string | null;
  warnings: string[];
}

export interface ImportReport {
  ok: true;
  /** Products created (variations count with their product). */
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  failed: number;
  variations: number;
  rows: ImportRowResult[];
  /** Rows that could not be read or placed (bad values, variations without parent). */
  failures: RowFailure[];
}

export type ImportProductsResult = ImportReport | { ok: false; code: "invalid_csv"; message: string };

export async function importProducts(db: Kysely<Database>, csvText: string, options: ImportProductsOptions): Promise<ImportProductsResult> {
  const parsed = parseCsvRecords(csvText);
  if (!parsed.ok) return { ok: false, code: parsed.code, message: parsed.message };
  if (!parsed.headers.includes("Type") || !parsed.headers.includes("Name")) {
    return { ok: false, code: "invalid_csv", message: "Not a WooCommerce product export: the Type and Name columns are missing" };
  }
  const { groups, failures } = groupImportRows(parsed.records, {
    headers: parsed.headers,
    weightUnit: options.weightUnit ?? "kg",
    dimensionUnit: options.dimensionUnit ?? "cm",
    currencyDecimals: options.currencyDecimals ?? 2,
  });
  const now = options.now ?? new Date();
  const unreachableImageHosts = new Set<string>();
  const rows: ImportRowResult[] = [];
  const savedKeys = new Map<string, string>();
  const toLink: { productId: number; result: ImportRowResult; refs: { upsells: string[]; crossSells: string[]; groupedProducts: string[] } }[] = [];

  for (const [index, group] of groups.entries()) {
    const input = group.product.input;
    const sku = input.sku ?? null;
    const result: ImportRowResult = { row: group.row, sku, name: input.name, status: "failed", reason: null, warnings: [] };
    rows.push(result);
    const existing = await findMatchingProduct(db, { sku, slug: slugify(input.name) });
    if (existing && !options.update) {
      result.status = "skipped";
      result.reason = sku !== null && existing.sku === sku ? `a product with SKU "${sku}" already exists` : `a product with slug "${existing.slug}" already exists`;
      if (group.product.csvId !== null) savedKeys.set(group.product.csvId, existing.sku ?? existing.slug);
    } else {
      const saved = await saveProduct(db, { ...input, variations: group.variations.map((v) => v.input) }, {
        mediaDir: options.mediaDir,
        mode: "upsert",
        deferLinks: true,
        now,
        unreachableImageHosts,
      });
      if (!saved.ok) {
        result.reason = `${saved.code}: ${saved.message}`;
      } else {
        result.status = saved.created ? "imported" : saved.changed ? "updated" : "unchanged";
        result.warnings.push(...saved.warnings);
        if (group.product.csvId !== null) savedKeys.set(group.product.csvId, saved.ref);
        toLink.push({
          productId: saved.productId,
          result,
          refs: { upsells: input.upsells ?? [], crossSells: input.crossSells ?? [], groupedProducts: input.groupedProducts ?? [] },
        });
      }
    }
    options.onProgress?.({ done: index + 1, total: groups.length });
  }

  for (const { productId, result, refs } of toLink) {
    const linked = await db.transaction().execute((trx) =>
      linkProducts(trx, productId, {
        upsells: resolveIdRefs(refs.upsells, savedKeys),
        crossSells: resolveIdRefs(refs.crossSells, savedKeys),
        groupedProducts: resolveIdRefs(refs.groupedProducts, savedKeys),
      }, now),
    );
    result.warnings.push(...linked.warnings);
    if (linked.changed && result.status === "unchanged") result.status = "updated";
  }

  const count = (status: ImportRowResult["status"]) => rows.filter((r) => r.status === status).length;
  const variations = groups.reduce((sum, g, i) => sum + (["imported", "updated", "unchanged"].includes(rows[i]?.status ?? "") ? g.variations.length : 0), 0);
  return {
    ok: true,
    imported: count("imported"),
    updated: count("updated"),
    unchanged: count("unchanged"),
    skipped: count("skipped"),
    failed: count("failed") + failures.length,
    variations,
    rows,
    failures,
  };
}

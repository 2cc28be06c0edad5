import { PRODUCT_TYPES, SUBSCRIPTION_LIMITS, type AttributeInput, type ProductInput, type ProductType, type VariationInput } from "../catalog.ts";
import { readSellableColumns, type RowReader } from "./read-sellable-columns.ts";
import { parseBoolean, parseCategoryPaths, parseDescription, splitList, unescapeCell } from "./woocommerce-values.ts";
import { isOneOf } from "../../parse-enum.ts";

// One CSV row of WooCommerce's product export → the input saveProduct takes. References to other
// rows ("id:742" or a SKU) stay as text here; the import resolves them once it has read every row.

export interface MappingContext {
  headers: string[];
  weightUnit: string;
  dimensionUnit: string;
  currencyDecimals: number;
}

export interface ProductRow {
  kind: "product";
  csvId: string | null;
  input: ProductInput & { attributes: AttributeInput[] };
}

export interface VariationRow {
  kind: "variation";
  csvId: string | null;
  /** "id:742" or the parent's SKU. */
  parentRef: string;
  input: VariationInput & { attributes: Record<string, string> };
}

export type MapRowResult = { ok: true; row: ProductRow | VariationRow } | { ok: false; reason: string };

const VARIATION_TYPES = ["variation", "subscription_variation"];
/** WooCommerce's "Published" column: 1 publish, 0 private, -1 draft. */
const PUBLISHED_STATUSES = { "1": "publish", "0": "private", "-1": "draft" } as const;

export function mapWooCommerceRow(values: Map<string, string>, context: MappingContext): MapRowResult {
  const errors: string[] = [];
  const cell = (name: string) => unescapeCell(values.get(name) ?? "").trim();
  const read: RowReader = { cell, context, errors };

  const typeTokens = splitList(cell("Type").toLowerCase());
  const baseType = typeTokens.find((t) => VARIATION_TYPES.includes(t) || isOneOf(PRODUCT_TYPES, t));
  if (baseType === undefined) return { ok: false, reason: `unknown product type "${cell("Type")}"` };

  const sellable = readSellableColumns(read, typeTokens);
  const images = splitList(cell("Images")).map((source) => ({ source }));
  const csvId = cell("ID") === "" ? null : cell("ID");
  const published = cell("Published") === "" ? "1" : cell("Published");
  const status = PUBLISHED_STATUSES[published as keyof typeof PUBLISHED_STATUSES];
  if (status === undefined) errors.push(`Published: "${published}" is not 1, 0 or -1`);

  if (VARIATION_TYPES.includes(baseType)) {
    const parentRef = cell("Parent");
    if (parentRef === "") errors.push("Parent: a variation needs its parent");
    const attributes: Record<string, string> = {};
    for (const n of attributeNumbers(context.headers)) {
      const name = cell(`Attribute ${n} name`);
      // An empty value on a variation means "any value of this attribute".
      if (name !== "") attributes[name] = splitList(cell(`Attribute ${n} value(s)`))[0] ?? "";
    }
    if (errors.length > 0) return { ok: false, reason: errors.join("; ") };
    const input = {
      ...sellable,
      image: images[0] ?? null,
      attributes,
      enabled: published === "1",
      description: parseDescription(values.get("Description") ?? ""),
      menuOrder: integerOr(cell("Position"), 0),
    };
    return { ok: true, row: { kind: "variation", csvId, parentRef, input } };
  }

  const type = baseType as ProductType;
  const priced = type !== "variable" && type !== "variable-subscription" && type !== "grouped";
  const visibility = cell("Visibility in catalog") || "visible";
  if (!["visible", "catalog", "search", "hidden"].includes(visibility)) errors.push(`Visibility in catalog: "${visibility}" is unknown`);
  const attributes: AttributeInput[] = [];
  for (const n of attributeNumbers(context.headers)) {
    const name = cell(`Attribute ${n} name`);
    const options = splitList(cell(`Attribute ${n} value(s)`));
    if (name === "" || options.length === 0) continue;
    attributes.push({
      name,
      options,
      visible: flag(read, `Attribute ${n} visible`, true),
      global: flag(read, `Attribute ${n} global`, false),
      defaultOption: cell(`Attribute ${n} default`) || null,
    });
  }
  const downloads = downloadNumbers(context.headers).flatMap((n) => {
    const url = cell(`Download ${n} URL`);
    return url === "" ? [] : [{ name: cell(`Download ${n} name`) || url, url }];
  });
  const limit = subscriptionLimit(read, cell("Meta: _subscription_limit"));
  if (errors.length > 0) return { ok: false, reason: errors.join("; ") };

  const input: ProductRow["input"] = {
    ...sellable,
    ...(priced ? {} : { regularPrice: null, salePrice: null, saleFrom: null, saleTo: null }),
    type,
    name: cell("Name"),
    status: status ?? "publish",
    featured: flag(read, "Is featured?", false),
    catalogVisibility: visibility as "visible",
    shortDescription: parseDescription(values.get("Short description") ?? ""),
    description: parseDescription(values.get("Description") ?? ""),
    purchaseNote: parseDescription(values.get("Purchase note") ?? ""),
    menuOrder: integerOr(cell("Position"), 0),
    reviewsAllowed: flag(read, "Allow customer reviews?", true),
    subscriptionLimit: limit,
    externalUrl: cell("External URL") || null,
    buttonText: cell("Button text") || null,
    categories: parseCategoryPaths(cell("Categories")),
    tags: splitList(cell("Tags")),
    image: images[0] ?? null,
    gallery: images.slice(1),
    attributes,
    upsells: splitList(cell("Upsells")),
    crossSells: splitList(cell("Cross-sells")),
    groupedProducts: splitList(cell("Grouped products")),
    downloads,
  };
  return { ok: true, row: { kind: "product", csvId, input } };
}

function flag(read: RowReader, column: string, fallback: boolean): boolean {
  const parsed = parseBoolean(read.cell(column), fallback);
  if (parsed.ok) return parsed.value;
  read.errors.push(`${column}: ${parsed.message}`);
  return fallback;
}

function integerOr(value: string, fallback: number): number {
  return /^-?\d+$/.test(value) ? Number(value) : fallback;
}

function numbered(headers: string[], pattern: RegExp): number[] {
  const numbers = new Set<number>();
  for (const header of headers) {
    const match = pattern.exec(header);
    if (match?.[1]) numbers.add(Number(match[1]));
  }
  return [...numbers].sort((a, b) => a - b);
}

export const attributeNumbers = (headers: string[]) => numbered(headers, /^Attribute (\d+) name$/);
const downloadNumbers = (headers: string[]) => numbered(headers, /^Download (\d+) URL$/);

/** WooCommerce Subscriptions' `_subscription_limit` meta: empty reads as "no" (do not limit). */
function subscriptionLimit(read: RowReader, value: string): ProductInput["subscriptionLimit"] {
  if (value === "") return "no";
  if (isOneOf(SUBSCRIPTION_LIMITS, value)) return value;
  read.errors.push(`Meta: _subscription_limit: "${value}" is unknown`);
  return "no";
}

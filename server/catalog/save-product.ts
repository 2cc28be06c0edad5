import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { storeImage } from "./store-image.ts";
import { productInputSchema, type ImageInput, type ProductInput, type ValidProductInput } from "./product-input.ts";
import { linkProducts } from "./link-products.ts";
import { readProductSnapshot } from "./product-snapshot.write.repository.ts";
import {
  findProductId, groupedParentIds, insertProductRow, productValues, refreshPriceRange, replaceAttributes, replaceGalleryAndDownloads,
  replaceTerms, saveVariations, skuOwner, touchProduct, updateProductRow, type ResolvedVariation,
} from "./product.write.repository.ts";
import { resolveAttributes, resolveVariationAttributes } from "./resolve-product-attributes.ts";
import { slugify } from "./slugify.ts";
import { ensureCategoryPath, ensureTag } from "./taxonomy.write.repository.ts";
import { catalogDb } from "./catalog-db.ts";

// Creates or updates one product with everything it owns, in one transaction, so a shopper never
// sees half a product. A save that would change nothing is rolled back and reported unchanged.

export type SaveProductErrorCode = "invalid_product" | "duplicate_sku" | "duplicate_slug";
export interface SaveProductIssue { path: string; message: string }

export type SaveProductResult =
  /** `ref` is what other products link to it by: its SKU, else its slug. */
  | { ok: true; productId: number; ref: string; created: boolean; changed: boolean; warnings: string[] }
  | { ok: false; code: SaveProductErrorCode; message: string; issues?: SaveProductIssue[] };

export interface SaveProductOptions {
  mediaDir: string;
  /** create: an existing SKU or explicit slug is an error. upsert: update the product with that SKU, else that slug. */
  mode: "create" | "upsert";
  /** Leave upsells, cross-sells and grouped children alone; the caller sets them later with linkProducts (imports with forward references). */
  deferLinks?: boolean;
  now?: Date;
  /** Shared across one import: image hosts that could not be reached are not tried again. */
  unreachableImageHosts?: Set<string>;
}

type Failure = Extract<SaveProductResult, { ok: false }>;

/** Thrown inside the transaction to roll it back, carrying the result to return. */
class Rollback extends Error {
  readonly result: SaveProductResult;
  constructor(result: SaveProductResult) {
    super("rollback");
    this.result = result;
  }
}

interface StoredImages {
  main: number | null;
  gallery: number[];
  variations: (number | null)[];
  /** An image already stored got new alt text, title or caption: the product shows it too. */
  metadataChanged: boolean;
}

export async function saveProduct(db: Kysely<Database>, input: ProductInput, options: SaveProductOptions): Promise<SaveProductResult> {
  const parsed = productInputSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    return { ok: false, code: "invalid_product", message: issues.map((i) => `${i.path}: ${i.message}`).join("; "), issues };
  }
  const product = parsed.data;
  if ((product.slug ?? slugify(product.name)) === "") {
    return { ok: false, code: "invalid_product", message: "name: gives an empty slug; give the product a slug", issues: [{ path: "slug", message: "required" }] };
  }
  const warnings: string[] = [];
  // Images are fetched and resized before the transaction so no lock is held during slow I/O;
  // an image row on its own is harmless and is reused by the next save.
  const images = await storeProductImages(db, product, options, warnings);
  try {
    return await db.transaction().execute((trx) => writeProduct(trx, product, images, options, warnings));
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
}

async function storeProductImages(db: Kysely<Database>, product: ValidProductInput, options: SaveProductOptions, warnings: string[]): Promise<StoredImages> {
  let metadataChanged = false;
  const store = async (image: ImageInput | null, path: string): Promise<number | null> => {
    if (image === null) return null;
    const stored = await storeImage(db, image, {
      mediaDir: options.mediaDir,
      ...(options.now ? { now: options.now } : {}),
      ...(options.unreachableImageHosts ? { unreachableHosts: options.unreachableImageHosts } : {}),
    });
    if (stored.ok) {
      metadataChanged ||= stored.metadataChanged;
      return stored.imageId;
    }
    warnings.push(`${path}: ${stored.message}`);
    return null;
  };
  const main = await store(product.image, "image");
  const gallery: number[] = [];
  for (const [index, image] of product.gallery.entries()) {
    const id = await store(image, `gallery.${index}`);
    if (id !== null && id !== main && !gallery.includes(id)) gallery.push(id);
  }
  const variations: (number | null)[] = [];
  for (const [index, variation] of product.variations.entries()) variations.push(await store(variation.image, `variations.${index}.image`));
  return { main, gallery, variations, metadataChanged };
}

async function writeProduct(trx: Kysely<Database>, product: ValidProductInput, images: StoredImages, options: SaveProductOptions, warnings: string[]): Promise<SaveProductResult> {
  const now = options.now ?? new Date();
  const found = await findExisting(trx, product, options.mode);
  if ("ok" in found) return found;
  const existing = found.existing;
  const productId = existing?.id ?? null;
  const slug = await chooseSlug(trx, product, existing);
  if (typeof slug !== "string") return slug;
  const skuConflict = await checkSkus(trx, product, productId);
  if (skuConflict) return skuConflict;

  const attributes = await resolveAttributes(trx, product.attributes);
  const variationValues = resolveVariationAttributes(attributes, product.variations);
  const variations: ResolvedVariation[] = [];
  for (const [index, result] of variationValues.entries()) {
    const input = product.variations[index];
    if (!result.ok || input === undefined) {
      const message = result.ok ? "missing variation" : result.message;
      throw new Rollback({ ok: false, code: "invalid_product", message: `variations.${index}: ${message}`, issues: [{ path: `variations.${index}.attributes`, message }] });
    }
    variations.push({ input, attributes: result.values, imageId: images.variations[index] ?? null });
  }

  const before = productId === null ? null : await readProductSnapshot(catalogDb(trx), productId, !options.deferLinks);
  const values = productValues(product, slug, images.main);
  let id: number;
  if (productId === null) {
    const createdAt = product.createdAt ?? now.toISOString();
    id = await insertProductRow(catalogDb(trx), { ...values, created_at: createdAt, updated_at: now.toISOString() });
  } else {
    id = productId;
    await updateProductRow(catalogDb(trx), id, { ...values, ...(product.createdAt ? { created_at: product.createdAt } : {}) });
  }

  const categoryIds: number[] = [];
  for (const path of product.categories) categoryIds.push(await ensureCategoryPath(catalogDb(trx), path));
  const tagIds: number[] = [];
  for (const tag of product.tags) tagIds.push(await ensureTag(catalogDb(trx), tag));
  await replaceTerms(catalogDb(trx), id, categoryIds, tagIds);
  await replaceGalleryAndDownloads(catalogDb(trx), id, images.gallery, product.downloads);
  await replaceAttributes(catalogDb(trx), id, attributes);
  await saveVariations(catalogDb(trx), id, variations);
  if (!options.deferLinks) {
    const linked = await linkProducts(trx, id, { upsells: product.upsells, crossSells: product.crossSells, groupedProducts: product.groupedProducts }, now);
    warnings.push(...linked.warnings);
  }
  await refreshPriceRange(catalogDb(trx), id, now);

  if (before !== null) {
    const after = await readProductSnapshot(catalogDb(trx), id, !options.deferLinks);
    // An image's new alt text is not in the snapshot (it was written before it was taken) but is
    // part of what pages and the cart show, so it stamps a new updated_at too.
    if (after === before && !images.metadataChanged) throw new Rollback({ ok: true, productId: id, ref: values.sku ?? slug, created: false, changed: false, warnings });
    await touchProduct(catalogDb(trx), id, now.toISOString());
  }
  for (const parentId of await groupedParentIds(catalogDb(trx), id)) await refreshPriceRange(catalogDb(trx), parentId, now);
  return { ok: true, productId: id, ref: values.sku ?? slug, created: productId === null, changed: true, warnings };
}

type Existing = { id: number; sku: string | null; slug: string };

async function findExisting(trx: Kysely<Database>, product: ValidProductInput, mode: SaveProductOptions["mode"]): Promise<{ existing: Existing | undefined } | Failure> {
  if (mode === "create") {
    const bySku = product.sku === null ? undefined : await findProductId(catalogDb(trx), "sku", product.sku);
    if (bySku) return { ok: false, code: "duplicate_sku", message: `A product with SKU "${product.sku}" already exists` };
    return { existing: undefined };
  }
  return { existing: await findMatchingProduct(trx, { sku: product.sku, slug: product.slug ?? slugify(product.name) }) };
}

/** The product an upsert would update: the one with this SKU, else the one with this slug. */
export async function findMatchingProduct(db: Kysely<Database>, key: { sku: string | null; slug: string }): Promise<Existing | undefined> {
  const bySku = key.sku === null ? undefined : await findProductId(catalogDb(db), "sku", key.sku);
  if (bySku) return bySku;
  const bySlug = await findProductId(catalogDb(db), "slug", key.slug);
  // A slug match that carries a different SKU is another product: never overwrite it.
  if (bySlug && (bySlug.sku === null || key.sku === null)) return bySlug;
  return undefined;
}

async function chooseSlug(trx: Kysely<Database>, product: ValidProductInput, existing: Existing | undefined): Promise<string | Failure> {
  if (product.slug !== undefined) {
    const owner = await findProductId(catalogDb(trx), "slug", product.slug);
    if (owner && owner.id !== existing?.id) return { ok: false, code: "duplicate_slug", message: `The slug "${product.slug}" is used by another product` };
    return product.slug;
  }
  // An update keeps its URL even when the name changes; a new product gets a free slug, -2, -3…
  if (existing) return existing.slug;
  const base = slugify(product.name);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await findProductId(catalogDb(trx), "slug", candidate))) return candidate;
  }
}

async function checkSkus(trx: Kysely<Database>, product: ValidProductInput, productId: number | null): Promise<Failure | undefined> {
  const seen = new Set<string>();
  for (const sku of [product.sku, ...product.variations.map((v) => v.sku)]) {
    if (sku === null) continue;
    if (seen.has(sku) || (await skuOwner(catalogDb(trx), sku, productId)) !== undefined) {
      return { ok: false, code: "duplicate_sku", message: `The SKU "${sku}" is already used` };
    }
    seen.add(sku);
  }
  return undefined;
}

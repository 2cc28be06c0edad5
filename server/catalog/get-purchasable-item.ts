import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { isSubscriptionType, isVariableType, type Image, type ProductType, type SubscriptionTerms, type TaxStatus } from "./catalog.ts";
import { activePrice, isOnSale } from "./active-price.ts";
import { matchVariation, normaliseChosen } from "./match-variation.ts";
import type { VariationAttributeDefinition } from "./purchasable-details.repository.ts";
import { loadPurchasableSources, type PurchasableProduct, type PurchasableSources, type PurchasableVariation } from "./purchasable.repository.ts";
import { loadVariationCandidates } from "./variation.repository.ts";
import { productPath } from "./product-path.ts";
import { quantityLimits, type QuantityLimits } from "./quantity-limits.ts";
import { catalogDb } from "./catalog-db.ts";

// The catalogue's answer to "can this be bought, at what price, how many": what the cart needs,
// for one item being added or for every line of a cart at once. Prices come from here only, so a
// price sent by a browser never reaches a cart total.


export interface PurchasableRef {
  productId: number;
  variationId: number | null;
}

export interface PurchasableItem {
  productId: number;
  variationId: number | null;
  type: ProductType;
  name: string;
  slug: string;
  /** The product page, where a shopper completes a choice (WooCommerce's product_url). */
  permalink: string;
  published: boolean;
  /** Price charged now in minor units (sale applied), null when the item has no price. */
  price: number | null;
  regularPrice: number | null;
  onSale: boolean;
  /** Published, of a type that is sold by itself, enabled, purchasable and priced. */
  purchasable: boolean;
  inStock: boolean;
  soldIndividually: boolean;
  /** Minimum, maximum and stock limit of one line, from the catalog's one quantity rule. */
  limits: QuantityLimits;
  categoryIds: number[];
  image: Image | null;
  /** Attributes a shopper chooses for a variable product, with option names for labels. */
  variationAttributes: VariationAttributeDefinition[];
  /** The variation's own values by attribute key; "" means any value. */
  variationValues: Record<string, string>;
  /** Shipping class slug, "" for none; a variation without its own takes the product's. */
  shippingClass: string;
  /** Needs no shipping. */
  virtual: boolean;
  taxStatus: TaxStatus;
  /** Tax class slug; "" is the standard class. */
  taxClass: string;
  /** A subscription's terms (a variation's own, else its product's); null for anything else. */
  subscription: SubscriptionTerms | null;
}

/** One key per product and variation, for maps of items. */
export function purchasableKey(ref: PurchasableRef): string {
  return `${ref.productId}:${ref.variationId ?? ""}`;
}

function toItem(sources: PurchasableSources, product: PurchasableProduct, variation: PurchasableVariation | null, now: Date): PurchasableItem {
  const { type } = product;
  const sellable = variation ?? product;
  const priceInfo = sellable.price;
  const stock = sellable.stock;
  const price = activePrice(priceInfo, now);
  const { soldIndividually } = sellable;
  const limits = quantityLimits({ soldIndividually, minQuantity: sellable.minQuantity, maxQuantity: sellable.maxQuantity, stock });
  const published = product.published;
  // External and grouped products are never bought themselves; a variable one only as a variation.
  const typeSellable = isVariableType(type) ? variation !== null : type !== "external" && type !== "grouped";
  const variationOk = variation === null || variation.sellable;
  const imageId = variation?.imageId ?? product.imageId;
  const details = sources.details.get(product.id);
  return {
    productId: product.id,
    variationId: variation?.id ?? null,
    type,
    name: product.name,
    slug: product.slug,
    permalink: productPath(product.slug),
    published,
    price,
    regularPrice: priceInfo.regular ?? price,
    onSale: isOnSale(priceInfo, now),
    purchasable: published && typeSellable && variationOk && price !== null,
    inStock: stock.status !== "outofstock" && (limits.stockLimit === null || limits.stockLimit > 0),
    soldIndividually,
    limits,
    categoryIds: details?.categoryIds ?? [],
    image: imageId === null ? null : (details?.images.get(imageId) ?? null),
    variationAttributes: details?.variationAttributes ?? [],
    variationValues: variation ? (details?.variationValues.get(variation.id) ?? {}) : {},
    shippingClass: variation?.shippingClass || product.shippingClass,
    virtual: sellable.virtual,
    taxStatus: product.taxStatus,
    taxClass: product.taxClass,
    subscription: isSubscriptionType(type) ? (variation?.subscription ?? product.subscription) : null,
  };
}

/**
 * The items in `refs` order; null where the product is gone or the variation does not belong to
 * the product. Unpublished or disabled items come back with purchasable false.
 */
export async function getPurchasableItems(db: Kysely<Database>, refs: readonly PurchasableRef[], now: Date): Promise<(PurchasableItem | null)[]> {
  if (refs.length === 0) return [];
  const sources = await loadPurchasableSources(
    catalogDb(db),
    refs.map((r) => r.productId),
    refs.flatMap((r) => (r.variationId === null ? [] : [r.variationId])),
  );
  return refs.map((ref) => {
    const product = sources.products.get(ref.productId);
    if (!product) return null;
    if (ref.variationId === null) return toItem(sources, product, null, now);
    const variation = sources.variations.get(ref.variationId);
    if (!variation || variation.productId !== product.id) return null;
    return toItem(sources, product, variation, now);
  });
}

export interface PurchasableChoice {
  productId: number;
  variationId: number | null;
  /** Chosen options keyed `attribute_pa_color` or `pa_color`. */
  attributes: Readonly<Record<string, string>>;
}

export type PurchasableChoiceResult =
  | { ok: true; item: PurchasableItem; attributes: Record<string, string> }
  | { ok: false; reason: "product_not_found" }
  | { ok: false; reason: "choice_incomplete" | "variation_not_found"; item: PurchasableItem };

/** Items by purchasableKey, as read while resolving a choice. */
export type ReadItems = ReadonlyMap<string, PurchasableItem>;

/**
 * Resolves what a shopper asked to buy (WooCommerce's add_to_cart_handler_variable): the variation
 * is taken from its id or matched from the chosen options; an attribute the variation fixes is
 * filled in, one it leaves open ("any") must be chosen from the product's options. The returned
 * attributes are complete, keyed by attribute key without the `attribute_` prefix.
 * `alsoRead` items (a cart's other lines) are read in the same queries and returned in `read`
 * with every item this read, so a caller needs no second trip to the catalogue.
 */
export async function getPurchasableItem(
  db: Kysely<Database>,
  choice: PurchasableChoice,
  now: Date,
  alsoRead: readonly PurchasableRef[] = [],
): Promise<PurchasableChoiceResult & { read: ReadItems }> {
  const read = new Map<string, PurchasableItem>();
  const readItems = async (refs: readonly PurchasableRef[]) => {
    const items = await getPurchasableItems(db, refs, now);
    refs.forEach((ref, i) => {
      const item = items[i];
      if (item) read.set(purchasableKey(ref), item);
    });
    return items;
  };
  return { ...(await resolveChoice(db, choice, readItems, alsoRead)), read };
}

async function resolveChoice(
  db: Kysely<Database>,
  choice: PurchasableChoice,
  readItems: (refs: readonly PurchasableRef[]) => Promise<(PurchasableItem | null)[]>,
  alsoRead: readonly PurchasableRef[],
): Promise<PurchasableChoiceResult> {
  // A variation named by id is read together with its product, in the same queries.
  const named = choice.variationId === null ? [] : [{ productId: choice.productId, variationId: choice.variationId }];
  const [base, namedItem] = await readItems([{ productId: choice.productId, variationId: null }, ...named, ...alsoRead]);
  if (!base || !base.published) return { ok: false, reason: "product_not_found" };
  if (!isVariableType(base.type)) return { ok: true, item: base, attributes: {} };

  const definitions = base.variationAttributes;
  const chosen = normaliseChosen(choice.attributes);
  let item = choice.variationId === null ? null : (namedItem ?? null);
  if (choice.variationId === null) {
    if (definitions.length === 0 || definitions.some((d) => !chosen.has(d.key))) return { ok: false, reason: "choice_incomplete", item: base };
    const candidates = await loadVariationCandidates(catalogDb(db), base.productId);
    const variationId = matchVariation(candidates, definitions.map((d) => d.key), Object.fromEntries(chosen));
    if (variationId === null) return { ok: false, reason: "variation_not_found", item: base };
    item = (await readItems([{ productId: base.productId, variationId }]))[0] ?? null;
  }
  if (!item) return { ok: false, reason: "variation_not_found", item: base };

  const attributes: Record<string, string> = {};
  for (const definition of definitions) {
    const fixed = item.variationValues[definition.key] ?? "";
    const posted = chosen.get(definition.key);
    if (fixed !== "") {
      if (posted !== undefined && posted !== fixed) return { ok: false, reason: "variation_not_found", item: base };
      attributes[definition.key] = fixed;
    } else {
      if (posted === undefined) return { ok: false, reason: "choice_incomplete", item: base };
      if (!definition.options.some((o) => o.slug === posted)) return { ok: false, reason: "variation_not_found", item: base };
      attributes[definition.key] = posted;
    }
  }
  return { ok: true, item, attributes };
}

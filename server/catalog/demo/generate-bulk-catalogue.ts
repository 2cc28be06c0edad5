import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { ensureAttribute, ensureCategories, firstImageId, insertBulkProducts, type BulkAttributeTerm, type BulkProductRow } from "./bulk-catalogue.repository.ts";
import { catalogDb } from "../catalog-db.ts";

// A large, plausible catalogue for benchmarks: simple products spread round-robin over a set of
// categories, with varied prices, sales, ratings and dates so every listing order has work to do.

const BULK_CATEGORY_COUNT = 20;
const BATCH_SIZE = 500;
const WORDS = ["Classic", "Organic", "Vintage", "Everyday", "Premium", "Travel", "Studio", "Field", "Cosy", "Bold"];
const THINGS = ["Mug", "Tee", "Hoodie", "Poster", "Candle", "Notebook", "Cap", "Bottle", "Lamp", "Tote"];
const YEAR_MS = 365 * 86_400_000;
/** Global attributes for the shop sidebar's filters and counts: each product gets one term of each. */
const BULK_ATTRIBUTES = [
  { slug: "color", name: "Color", terms: ["Black", "White", "Red", "Blue", "Green", "Yellow", "Grey", "Navy"] },
  { slug: "size", name: "Size", terms: ["XS", "S", "M", "L", "XL"] },
];

/** Deterministic pseudo-random numbers, so two runs build the same catalogue. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function generateBulkCatalogue(db: Kysely<Database>, count: number, start = new Date("2026-01-01T00:00:00Z")): Promise<{ products: number; categories: string[] }> {
  const categories = Array.from({ length: BULK_CATEGORY_COUNT }, (_, i) => ({ slug: `bulk-category-${i + 1}`, name: `Bulk category ${i + 1}` }));
  const categoryIds = await ensureCategories(catalogDb(db), categories);
  const imageId = await firstImageId(catalogDb(db));
  const attributes: BulkAttributeTerm[][] = [];
  for (const attribute of BULK_ATTRIBUTES) {
    const terms = attribute.terms.map((name) => ({ slug: name.toLowerCase(), name }));
    const attributeId = await ensureAttribute(catalogDb(db), attribute.slug, attribute.name, terms);
    attributes.push(terms.map((term) => ({ attributeId, attributeSlug: attribute.slug, attributeName: attribute.name, ...term })));
  }
  const random = mulberry32(count);
  for (let offset = 0; offset < count; offset += BATCH_SIZE) {
    const rows: BulkProductRow[] = [];
    for (let i = offset; i < Math.min(count, offset + BATCH_SIZE); i += 1) {
      const name = `${WORDS[i % WORDS.length]} ${THINGS[Math.floor(i / WORDS.length) % THINGS.length]} ${i + 1}`;
      const regularPrice = 500 + Math.floor(random() * 20_000);
      rows.push({
        slug: `bulk-product-${i + 1}`,
        name,
        sku: `BULK-${i + 1}`,
        description: `<p>${name}: a generated product for load tests.</p>`,
        regularPrice,
        salePrice: random() < 0.15 ? Math.floor(regularPrice * 0.8) : null,
        totalSales: Math.floor(random() * 1000),
        ratingAverage: Math.round(random() * 500) / 100,
        ratingCount: Math.floor(random() * 50),
        createdAt: new Date(start.getTime() + Math.floor(random() * YEAR_MS)).toISOString(),
        categoryId: categoryIds[i % categoryIds.length] ?? 0,
        imageId,
        // Spread unevenly (products × a prime), so terms differ in count within each category.
        terms: attributes.flatMap((terms, a) => terms[(i * (a === 0 ? 7 : 3) + Math.floor(i / 97)) % terms.length] ?? []),
      });
    }
    await db.transaction().execute((trx) => insertBulkProducts(catalogDb(trx), rows));
  }
  return { products: count, categories: categories.map((c) => c.slug) };
}

import type { Kysely } from "kysely";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import type { ImageInput, ProductInput } from "../catalog.ts";
import { linkProducts } from "../link-products.ts";
import { saveProduct } from "../save-product.ts";
import { DEMO_ART_PREFIX } from "./demo-art.ts";
import { writeDemoAudio } from "./demo-audio.ts";
import { demoProducts } from "./demo-catalogue.ts";
import { generateDemoImages } from "./generate-demo-images.ts";

export interface CatalogueSeedReport {
  products: number;
  created: number;
  changed: number;
  imagesRendered: number;
  /** Each demo product's id by its slug, for the demo data of other modules (reviews). */
  idBySlug: Map<string, number>;
}

function imagesOf(product: ProductInput): ImageInput[] {
  const variationImages = (product.variations ?? []).flatMap((v) => (v.image ? [v.image] : []));
  return [...(product.image ? [product.image] : []), ...(product.gallery ?? []), ...variationImages];
}

/** Swaps each `demo-art:` source for the path of its rendered PNG. */
function withRenderedImages(product: ProductInput, paths: Map<string, string>): ProductInput {
  const swap = (image: ImageInput): ImageInput => ({ ...image, source: paths.get(image.source) ?? image.source });
  return {
    ...product,
    image: product.image ? swap(product.image) : null,
    gallery: (product.gallery ?? []).map(swap),
    variations: (product.variations ?? []).map((v) => ({ ...v, image: v.image ? swap(v.image) : null })),
  };
}

/**
 * Loads the demo catalogue. Safe to run again: products are upserted by SKU or slug. Reviews,
 * pages and coupons belong to their own modules: server/demo/seed-demo-shop.ts adds them.
 */
export async function seedDemoCatalogue(db: Kysely<Database>, config: Pick<Config, "mediaDir">, now = new Date()): Promise<CatalogueSeedReport> {
  await writeDemoAudio(config.mediaDir);
  const sources = demoProducts.flatMap(imagesOf).map((i) => i.source).filter((s) => s.startsWith(DEMO_ART_PREFIX));
  const images = await generateDemoImages(sources);

  const idBySlug = new Map<string, number>();
  let created = 0;
  let changed = 0;
  for (const product of demoProducts) {
    const result = await saveProduct(db, withRenderedImages(product, images.paths), { mediaDir: config.mediaDir, mode: "upsert", deferLinks: true, now });
    if (!result.ok) throw new Error(`Demo product ${product.slug ?? product.name} is invalid: ${result.message}`);
    idBySlug.set(product.slug ?? product.name, result.productId);
    if (result.created) created += 1;
    else if (result.changed) changed += 1;
  }
  // Links go in a second pass so upsells and cross-sells may point at products defined later.
  for (const product of demoProducts) {
    const id = idBySlug.get(product.slug ?? product.name);
    if (id === undefined) continue;
    const linked = await linkProducts(db, id, { upsells: product.upsells ?? [], crossSells: product.crossSells ?? [], groupedProducts: product.groupedProducts ?? [] }, now);
    if (linked.warnings.length > 0) throw new Error(`Demo product ${product.slug ?? product.name}: ${linked.warnings.join("; ")}`);
  }

  return { products: demoProducts.length, created, changed, imagesRendered: images.rendered, idBySlug };
}

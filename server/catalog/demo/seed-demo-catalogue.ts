import type { Kysely } from "kysely";
import type { Config } from "../../config.ts";
import { seedDemoCoupons } from "../../coupons/seed-demo-coupons.ts";
import { demoPages } from "../../content/demo-pages.ts";
import { savePage } from "../../content/save-page.ts";
import type { Database } from "../../db/schema.ts";
import { importReview } from "../../reviews/import-review.ts";
import type { ImageInput, ProductInput } from "../catalog.ts";
import { linkProducts } from "../link-products.ts";
import { saveProduct } from "../save-product.ts";
import { DEMO_ART_PREFIX } from "./demo-art.ts";
import { writeDemoAudio } from "./demo-audio.ts";
import { demoProducts } from "./demo-catalogue.ts";
import { demoReviews } from "./demo-reviews.ts";
import { generateDemoImages } from "./generate-demo-images.ts";

const DAY_MS = 86_400_000;

export interface SeedReport {
  products: number;
  created: number;
  changed: number;
  reviews: number;
  pages: number;
  coupons: number;
  imagesRendered: number;
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
 * Loads the demo catalogue, its reviews and the content pages. Safe to run again: products are
 * upserted by SKU or slug, and reviews and pages already there are left alone.
 */
export async function seedDemoCatalogue(db: Kysely<Database>, config: Pick<Config, "mediaDir">, now = new Date()): Promise<SeedReport> {
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

  let reviews = 0;
  for (const review of demoReviews) {
    const productId = idBySlug.get(review.productSlug);
    if (productId === undefined) throw new Error(`Demo review for unknown product ${review.productSlug}`);
    const { stored } = await importReview(db, {
      productId,
      authorName: review.author,
      authorEmail: review.email,
      rating: review.rating,
      content: review.content,
      verifiedOwner: review.verified,
      createdAt: new Date(now.getTime() - review.daysAgo * DAY_MS),
    });
    if (stored) reviews += 1;
  }

  let pages = 0;
  for (const page of demoPages) {
    const saved = await savePage(db, page, now);
    if (!saved.ok) throw new Error(`Demo page ${page.slug}: ${saved.message}`);
    if (saved.changed) pages += 1;
  }
  const coupons = await seedDemoCoupons(db, now);
  return { products: demoProducts.length, created, changed, reviews, pages, coupons, imagesRendered: images.rendered };
}

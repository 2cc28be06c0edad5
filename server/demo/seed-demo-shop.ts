import type { Kysely } from "kysely";
import { seedDemoCatalogue } from "../catalog/demo/seed-demo-catalogue.ts";
import type { Config } from "../config.ts";
import { demoPages } from "../content/demo-pages.ts";
import { savePage } from "../content/save-page.ts";
import { seedDemoCoupons } from "../coupons/seed-demo-coupons.ts";
import type { Database } from "../db/schema.ts";
import { seedDemoPayments } from "../payments/seed-demo-payments.ts";
import { importReview } from "../reviews/import-review.ts";
import { seedDemoShipping } from "../shipping/seed-demo-shipping.ts";
import { seedDemoTax } from "../tax/seed-demo-tax.ts";
import { demoReviews } from "./demo-reviews.ts";

// The demo shop spans modules: the catalogue, its reviews, the content pages, coupons, shipping,
// payments and tax. Each module seeds its own tables through its use cases; this sits above them all, so
// none of them depends on another for demo data.

const DAY_MS = 86_400_000;

export interface SeedReport {
  products: number;
  created: number;
  changed: number;
  reviews: number;
  pages: number;
  coupons: number;
  /** Whether the demo shipping zones were loaded (only into a shop without any shipping set-up). */
  shipping: boolean;
  /** The demo payment methods were set up (false: the shop had payment settings already). */
  payments: boolean;
  /** The demo tax rates and settings were loaded (false: the shop had its own). */
  tax: boolean;
  imagesRendered: number;
}

/** Loads the demo shop. Safe to run again: reviews, pages, coupons and shipping already there are left alone. */
export async function seedDemoShop(db: Kysely<Database>, config: Pick<Config, "mediaDir">, now = new Date()): Promise<SeedReport> {
  const { idBySlug, ...catalogue } = await seedDemoCatalogue(db, config, now);

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
  const shipping = await seedDemoShipping(db);
  const payments = await seedDemoPayments(db);
  const tax = await seedDemoTax(db);
  return { ...catalogue, reviews, pages, coupons, shipping, payments, tax };
}

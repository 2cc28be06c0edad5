import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { countProducts } from "./catalog/count-products.ts";
import { seedDemoShop } from "./demo/seed-demo-shop.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/schema.ts";

/** Loads the demo catalogue into an empty shop, so `npm start` shows something to browse. */
export async function prepareDemoShop(db: Kysely<Database>, config: Config, logger: Logger): Promise<void> {
  if ((await countProducts(db)) > 0) return;
  const started = performance.now();
  logger.info("empty shop: loading the demo catalogue");
  const report = await seedDemoShop(db, config);
  logger.info({ ...report, ms: Math.round(performance.now() - started) }, "demo catalogue loaded");
}

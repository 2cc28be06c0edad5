import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findProductIdBySlug } from "./product-detail.repository.ts";
import { catalogDb } from "./catalog-db.ts";

/** The id of the published product at this slug, or null: a cheap lookup for actions that only need the id. */
export async function getPublishedProductId(db: Kysely<Database>, slug: string): Promise<number | null> {
  const found = await findProductIdBySlug(catalogDb(db), slug);
  return found?.status === "publish" ? found.id : null;
}

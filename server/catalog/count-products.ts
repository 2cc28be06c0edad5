import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { countAllProducts } from "./catalog-version.repository.ts";
import { catalogDb } from "./catalog-db.ts";

/** Products of any status; start-up uses it to tell an empty shop from a real one. */
export function countProducts(db: Kysely<Database>): Promise<number> {
  return countAllProducts(catalogDb(db));
}

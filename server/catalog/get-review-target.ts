import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findReviewableProduct } from "./product-rating.repository.ts";
import { catalogDb } from "./catalog-db.ts";

/** A published product a shopper may review, or null when it does not exist or is not published. */
export function getReviewTarget(db: Kysely<Database>, productId: number): Promise<{ id: number; reviewsAllowed: boolean } | null> {
  return findReviewableProduct(catalogDb(db), productId);
}

import type { Kysely } from "kysely";
import { getPurchasableItems } from "../../../server/catalog/get-purchasable-item.ts";
import type { Database } from "../../../server/db/schema.ts";

export const ADDED_TO_CART_PARAM = "added-to-cart";

/** The name of the product in ?added-to-cart=<id>, or null when there is none (or no such product). */
export async function addedToCartName(db: Kysely<Database>, request: Request): Promise<string | null> {
  const raw = new URL(request.url).searchParams.get(ADDED_TO_CART_PARAM);
  if (raw === null || !/^\d{1,12}$/.test(raw)) return null;
  const [item] = await getPurchasableItems(db, [{ productId: Number(raw), variationId: null }], new Date());
  return item?.name ?? null;
}

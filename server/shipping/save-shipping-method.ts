import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { shippingDb } from "./shipping-db.ts";
import { toShippingIssues } from "./shipping-issues.ts";
import { deleteMethod, insertMethod, updateMethod, zoneExists } from "./shipping-zone.repository.ts";
import { REST_OF_THE_WORLD_ZONE_ID, shippingMethodInputSchema, type ShippingIssue, type ShippingMethod } from "./shipping.ts";

// Adding or changing one method of a zone (or of the "Rest of the world", zone 0). The settings are
// validated for the method's type, so a cost formula that does not parse is refused here.

export type SaveShippingMethodResult =
  | { ok: true; method: ShippingMethod }
  | { ok: false; code: "invalid_shipping_method"; issues: ShippingIssue[] }
  | { ok: false; code: "shipping_zone_not_found" | "shipping_method_not_found" };

/** Adds the method when `methodId` is null, otherwise replaces it (it must be the zone's). */
export async function saveShippingMethod(db: Kysely<Database>, zoneId: number, methodId: number | null, input: unknown): Promise<SaveShippingMethodResult> {
  const parsed = shippingMethodInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: "invalid_shipping_method", issues: toShippingIssues(parsed.error) };
  const own = shippingDb(db);
  if (zoneId !== REST_OF_THE_WORLD_ZONE_ID && !(await zoneExists(own, zoneId))) return { ok: false, code: "shipping_zone_not_found" };
  let id = methodId;
  if (id === null) id = await insertMethod(own, zoneId, parsed.data);
  else if (!(await updateMethod(own, zoneId, id, parsed.data))) return { ok: false, code: "shipping_method_not_found" };
  return { ok: true, method: { ...parsed.data, id, zoneId } };
}

export async function deleteShippingMethod(db: Kysely<Database>, methodId: number): Promise<{ ok: true } | { ok: false; code: "shipping_method_not_found" }> {
  return (await deleteMethod(shippingDb(db), methodId)) ? { ok: true } : { ok: false, code: "shipping_method_not_found" };
}

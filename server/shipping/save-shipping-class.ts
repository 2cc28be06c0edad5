import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { upsertShippingClass } from "./shipping-config.repository.ts";
import { shippingDb } from "./shipping-db.ts";
import { toShippingIssues } from "./shipping-issues.ts";
import { shippingClassSchema, type ShippingClass, type ShippingIssue } from "./shipping.ts";

// A shipping class (slug, name, description). Products name their class by slug; a flat rate's
// class costs are keyed by it. Saving an existing slug renames it.

export type SaveShippingClassResult = { ok: true; shippingClass: ShippingClass } | { ok: false; code: "invalid_shipping_class"; issues: ShippingIssue[] };

export async function saveShippingClass(db: Kysely<Database>, input: unknown): Promise<SaveShippingClassResult> {
  const parsed = shippingClassSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: "invalid_shipping_class", issues: toShippingIssues(parsed.error) };
  await upsertShippingClass(shippingDb(db), parsed.data);
  return { ok: true, shippingClass: parsed.data };
}

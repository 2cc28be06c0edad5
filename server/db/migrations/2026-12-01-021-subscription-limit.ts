import type { Kysely } from "kysely";

// Frozen in time: this file must never import application code. WooCommerce Subscriptions' per
// product "Limit subscription" (issue 10: "an optional 'one active subscription per customer'
// limit per product", docs/decisions/032): null for "Do not limit", 'active' for "Limit to one
// active subscription", 'any' for "Limit to one of any status". On the product, not its
// variations: WooCommerce keeps it on the parent of a variable subscription.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("products").addColumn("subscription_limit", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("products").dropColumn("subscription_limit").execute();
}

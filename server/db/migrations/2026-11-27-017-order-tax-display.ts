import { sql, type Kysely } from "kysely";

// Frozen in time. An order shows itself as the checkout showed it, with or without tax (decision
// 025): it keeps that choice, and each line the tax on its subtotal before coupons, which showing
// a line with tax needs. Orders placed before showed their amounts as entered; they keep doing so.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("tax_display", "text", (c) => c.notNull().defaultTo("excl")).execute();
  await db.schema.alterTable("order_lines").addColumn("subtotal_tax", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await sql`update orders set tax_display = 'incl' where prices_include_tax = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_lines").dropColumn("subtotal_tax").execute();
  await db.schema.alterTable("orders").dropColumn("tax_display").execute();
}

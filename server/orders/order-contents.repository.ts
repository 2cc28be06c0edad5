import type { OrdersDb } from "./orders-db.ts";
import type { OrderCouponLine, OrderLine, OrderNote, OrderShippingLine, OrderTaxLine } from "./orders.ts";

// What an order is made of: product, shipping, coupon and tax lines, and its notes. JSON columns
// hold small objects (attributes, tax by rate) the same way on both databases.

export interface OrderContents {
  lines: OrderLine[];
  shippingLines: OrderShippingLine[];
  couponLines: OrderCouponLine[];
  taxLines: OrderTaxLine[];
}

export async function insertOrderContents(db: OrdersDb, orderId: number, contents: OrderContents): Promise<void> {
  if (contents.lines.length > 0) {
    await db
      .insertInto("order_lines")
      .values(
        contents.lines.map((line, position) => ({
          order_id: orderId,
          position,
          product_id: line.productId,
          variation_id: line.variationId,
          name: line.name,
          sku: line.sku,
          attributes: JSON.stringify(line.attributes),
          quantity: line.quantity,
          subtotal: line.subtotal,
          total: line.total,
          subtotal_tax: line.subtotalTax,
          tax: line.tax,
          taxes: JSON.stringify(line.taxes),
          tax_class: line.taxClass,
        })),
      )
      .execute();
  }
  if (contents.shippingLines.length > 0) {
    await db
      .insertInto("order_shipping_lines")
      .values(contents.shippingLines.map((s) => ({ order_id: orderId, method_id: s.methodId, label: s.label, cost: s.cost, tax: s.tax, taxes: JSON.stringify(s.taxes) })))
      .execute();
  }
  if (contents.couponLines.length > 0) {
    await db.insertInto("order_coupon_lines").values(contents.couponLines.map((c) => ({ order_id: orderId, code: c.code, discount: c.discount }))).execute();
  }
  if (contents.taxLines.length > 0) {
    await db
      .insertInto("order_tax_lines")
      .values(contents.taxLines.map((t) => ({ order_id: orderId, rate_id: t.rateId, label: t.label, compound: t.compound ? 1 : 0, amount: t.amount })))
      .execute();
  }
}

export async function deleteOrderContents(db: OrdersDb, orderId: number): Promise<void> {
  for (const table of ["order_lines", "order_shipping_lines", "order_coupon_lines", "order_tax_lines"] as const) {
    await db.deleteFrom(table).where("order_id", "=", orderId).execute();
  }
}

export async function loadOrderContents(db: OrdersDb, orderId: number): Promise<OrderContents> {
  const [lines, shipping, coupons, taxes] = await Promise.all([
    db.selectFrom("order_lines").selectAll().where("order_id", "=", orderId).orderBy("position").execute(),
    db.selectFrom("order_shipping_lines").selectAll().where("order_id", "=", orderId).orderBy("id").execute(),
    db.selectFrom("order_coupon_lines").selectAll().where("order_id", "=", orderId).orderBy("id").execute(),
    db.selectFrom("order_tax_lines").selectAll().where("order_id", "=", orderId).orderBy("id").execute(),
  ]);
  return {
    lines: lines.map((l) => ({
      productId: l.product_id,
      variationId: l.variation_id,
      name: l.name,
      sku: l.sku,
      attributes: JSON.parse(l.attributes) as OrderLine["attributes"],
      quantity: l.quantity,
      subtotal: l.subtotal,
      total: l.total,
      subtotalTax: l.subtotal_tax,
      tax: l.tax,
      taxes: JSON.parse(l.taxes) as Record<string, number>,
      taxClass: l.tax_class,
    })),
    shippingLines: shipping.map((s) => ({ methodId: s.method_id, label: s.label, cost: s.cost, tax: s.tax, taxes: JSON.parse(s.taxes) as Record<string, number> })),
    couponLines: coupons.map((c) => ({ code: c.code, discount: c.discount })),
    taxLines: taxes.map((t) => ({ rateId: t.rate_id, label: t.label, compound: t.compound === 1, amount: t.amount })),
  };
}

/** Item counts per order, for the account's orders table. */
export async function countItemsOfOrders(db: OrdersDb, orderIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (orderIds.length === 0) return counts;
  const rows = await db
    .selectFrom("order_lines")
    .select((eb) => ["order_id", eb.fn.sum<number | string>("quantity").as("items")])
    .where("order_id", "in", [...orderIds])
    .groupBy("order_id")
    .execute();
  for (const row of rows) counts.set(row.order_id, Number(row.items));
  return counts;
}

export async function insertOrderNote(db: OrdersDb, orderId: number, note: Omit<OrderNote, "createdAt">, now: string): Promise<void> {
  await db
    .insertInto("order_notes")
    .values({ order_id: orderId, code: note.code, params: JSON.stringify(note.params), for_customer: note.forCustomer ? 1 : 0, created_at: now })
    .execute();
}

export async function loadOrderNotes(db: OrdersDb, orderId: number, onlyForCustomer: boolean): Promise<OrderNote[]> {
  let query = db.selectFrom("order_notes").selectAll().where("order_id", "=", orderId);
  if (onlyForCustomer) query = query.where("for_customer", "=", 1);
  const rows = await query.orderBy("id").execute();
  return rows.map((n) => ({ code: n.code, params: JSON.parse(n.params) as OrderNote["params"], forCustomer: n.for_customer === 1, createdAt: n.created_at }));
}

/** Records the submission; false when it was recorded before (the same checkout sent again). */
export async function insertCheckoutAttempt(db: OrdersDb, attemptKey: string, orderId: number, now: string): Promise<boolean> {
  const result = await db
    .insertInto("checkout_attempts")
    .values({ attempt_key: attemptKey, order_id: orderId, created_at: now })
    .onConflict((oc) => oc.column("attempt_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findCheckoutAttempt(db: OrdersDb, attemptKey: string): Promise<{ orderId: number } | undefined> {
  const row = await db.selectFrom("checkout_attempts").select("order_id").where("attempt_key", "=", attemptKey).executeTakeFirst();
  return row ? { orderId: row.order_id } : undefined;
}

/** Records that every line's quantity went back in stock (a refund with restocking). */
export async function markLinesRestocked(db: OrdersDb, orderId: number): Promise<void> {
  await db.updateTable("order_lines").set((eb) => ({ restocked_quantity: eb.ref("quantity") })).where("order_id", "=", orderId).execute();
}

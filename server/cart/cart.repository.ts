import { PostgresAdapter, sql } from "kysely";
import type { CartDb } from "./cart-db.ts";

// All SQL of the cart module. Callers run inside a transaction and lock the cart row first, so
// two requests changing one cart take turns instead of overwriting each other's line.

export interface StoredCartLine {
  key: string;
  productId: number;
  variationId: number | null;
  quantity: number;
  attributes: Record<string, string>;
}

/** SQLite serialises writers on its single connection; PostgreSQL needs an explicit row lock. */
function canLockRows(db: CartDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

type CartKey = { tokenHash: string } | { customerId: number };

/** The cart's row, locked for the rest of the transaction. */
async function lockCartRow(db: CartDb, by: CartKey): Promise<{ id: number; updated_at: string } | undefined> {
  let query = db.selectFrom("carts").select(["id", "updated_at"]);
  query = "tokenHash" in by ? query.where("token_hash", "=", by.tokenHash) : query.where("customer_id", "=", by.customerId);
  if (canLockRows(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The cart's id, locked for the rest of the transaction; null when there is none. */
async function findCartId(db: CartDb, by: CartKey): Promise<number | null> {
  return (await lockCartRow(db, by))?.id ?? null;
}

export interface LockedCart {
  id: number;
  updatedAt: string;
  lines: StoredCartLine[];
  /** Lower-cased, in the order they were applied. */
  couponCodes: string[];
}

/**
 * The cart, locked, with its lines (in the order first added) and coupon codes. These are read
 * after the lock is granted, by a second statement: on PostgreSQL a statement that waited for the
 * lock still sees other tables as they were when it began, and would miss the lines of the
 * request it waited for.
 */
export async function lockCartWithContents(db: CartDb, by: CartKey): Promise<LockedCart | null> {
  const cart = await lockCartRow(db, by);
  if (!cart) return null;
  return { id: cart.id, updatedAt: cart.updated_at, ...(await loadCartContents(db, cart.id)) };
}

/** Lines and coupon codes in one statement (on PostgreSQL every statement is a round trip). */
async function loadCartContents(db: CartDb, cartId: number): Promise<{ lines: StoredCartLine[]; couponCodes: string[] }> {
  const rows = await sql<{
    kind: number;
    item_key: string | null;
    product_id: number | null;
    variation_id: number | null;
    quantity: number | null;
    attributes: string | null;
    code: string | null;
  }>`
    select 0 as kind, id as position, item_key, product_id, variation_id, quantity, attributes, null as code, null as applied_at
      from cart_items where cart_id = ${cartId}
    union all
    select 1, 0, null, null, null, null, null, code, applied_at
      from cart_coupons where cart_id = ${cartId}
    order by kind, position, applied_at, code
  `.execute(db);
  const lines: StoredCartLine[] = [];
  const couponCodes: string[] = [];
  for (const r of rows.rows) {
    if (r.code !== null) couponCodes.push(r.code);
    else if (r.item_key !== null && r.product_id !== null && r.quantity !== null) {
      lines.push({ key: r.item_key, productId: r.product_id, variationId: r.variation_id, quantity: r.quantity, attributes: parseAttributes(r.attributes ?? "{}") });
    }
  }
  return { lines, couponCodes };
}

export async function insertGuestCart(db: CartDb, tokenHash: string, now: string): Promise<number> {
  const row = await db
    .insertInto("carts")
    .values({ token_hash: tokenHash, customer_id: null, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A customer has one cart; a concurrent first add by the same customer finds the other's row. */
export async function insertCustomerCart(db: CartDb, customerId: number, now: string): Promise<number> {
  await db
    .insertInto("carts")
    .values({ token_hash: null, customer_id: customerId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("customer_id").doNothing())
    .execute();
  const id = await findCartId(db, { customerId });
  if (id === null) throw new Error(`Cart of customer ${customerId} vanished right after its insert`);
  return id;
}

export async function touchCart(db: CartDb, cartId: number, now: string): Promise<void> {
  await db.updateTable("carts").set({ updated_at: now }).where("id", "=", cartId).execute();
}

function parseAttributes(json: string): Record<string, string> {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/** Lines in the order they were first added. */
export async function loadCartLines(db: CartDb, cartId: number): Promise<StoredCartLine[]> {
  const rows = await db.selectFrom("cart_items").selectAll().where("cart_id", "=", cartId).orderBy("id").execute();
  return rows.map((r) => ({
    key: r.item_key,
    productId: r.product_id,
    variationId: r.variation_id,
    quantity: r.quantity,
    attributes: parseAttributes(r.attributes),
  }));
}

export async function insertCartLine(db: CartDb, cartId: number, line: StoredCartLine, now: string): Promise<void> {
  await db
    .insertInto("cart_items")
    .values({
      cart_id: cartId,
      item_key: line.key,
      product_id: line.productId,
      variation_id: line.variationId,
      quantity: line.quantity,
      attributes: JSON.stringify(line.attributes),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function setCartLineQuantity(db: CartDb, cartId: number, key: string, quantity: number, now: string): Promise<void> {
  await db.updateTable("cart_items").set({ quantity, updated_at: now }).where("cart_id", "=", cartId).where("item_key", "=", key).execute();
}

export async function deleteCartLine(db: CartDb, cartId: number, key: string): Promise<void> {
  await db.deleteFrom("cart_items").where("cart_id", "=", cartId).where("item_key", "=", key).execute();
}

/** Lower-cased codes in the order they were applied. */
export async function loadCartCouponCodes(db: CartDb, cartId: number): Promise<string[]> {
  const rows = await db.selectFrom("cart_coupons").select("code").where("cart_id", "=", cartId).orderBy("applied_at").orderBy("code").execute();
  return rows.map((r) => r.code);
}

export async function insertCartCoupon(db: CartDb, cartId: number, code: string, now: string): Promise<void> {
  await db.insertInto("cart_coupons").values({ cart_id: cartId, code, applied_at: now }).execute();
}

export async function deleteCartCoupons(db: CartDb, cartId: number, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await db.deleteFrom("cart_coupons").where("cart_id", "=", cartId).where("code", "in", [...codes]).execute();
}

/**
 * Deletes up to `limit` guest carts (their lines and coupons go with them) untouched since
 * `idleSince`; returns how many. Batched so a large backlog never holds SQLite's write lock long.
 */
export async function deleteIdleGuestCarts(db: CartDb, idleSince: string, limit: number): Promise<number> {
  const batch = db.selectFrom("carts").select("id").where("customer_id", "is", null).where("updated_at", "<", idleSince).limit(limit);
  const result = await db.deleteFrom("carts").where("id", "in", batch).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Empties a cart (its lines and coupons); the cart row stays, so its cookie stays valid. */
export async function deleteCartContents(db: CartDb, cartId: number): Promise<void> {
  await db.deleteFrom("cart_items").where("cart_id", "=", cartId).execute();
  await db.deleteFrom("cart_coupons").where("cart_id", "=", cartId).execute();
}

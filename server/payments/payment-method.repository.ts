import type { SavedCard } from "./card-processor.ts";
import type { PaymentsDb } from "./payments-db.ts";
import type { CardBrand, CardGatewayId, SavedPaymentMethod } from "./payments.ts";

// All SQL of saved payment methods and of the customer records gateways keep for shop customers.

export interface SavedMethodRow extends SavedPaymentMethod {
  customerId: number;
  token: string;
  processorCustomer: string | null;
}

const COLUMNS = ["id", "customer_id", "gateway", "token", "processor_customer", "brand", "last4", "exp_month", "exp_year", "is_default", "created_at"] as const;

function toMethod(row: { id: number; customer_id: number; gateway: string; token: string; processor_customer: string | null; brand: string; last4: string; exp_month: number; exp_year: number; is_default: number; created_at: string }): SavedMethodRow {
  return {
    id: row.id,
    customerId: row.customer_id,
    gateway: row.gateway as CardGatewayId,
    token: row.token,
    processorCustomer: row.processor_customer,
    brand: row.brand as CardBrand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    isDefault: row.is_default === 1,
    createdAt: row.created_at,
  };
}

export async function listMethodsOfCustomer(db: PaymentsDb, customerId: number): Promise<SavedMethodRow[]> {
  const rows = await db.selectFrom("payment_methods").select(COLUMNS).where("customer_id", "=", customerId).orderBy("id").execute();
  return rows.map(toMethod);
}

/** The customer's method: another customer's answers undefined, like a method that does not exist. */
export async function findMethodOfCustomer(db: PaymentsDb, customerId: number, id: number): Promise<SavedMethodRow | undefined> {
  const row = await db.selectFrom("payment_methods").select(COLUMNS).where("id", "=", id).where("customer_id", "=", customerId).executeTakeFirst();
  return row === undefined ? undefined : toMethod(row);
}

/**
 * Keeps a card for a customer once, however often the save is replayed (the gateway's reference
 * is unique); the customer's first card becomes the default. Returns the row's id.
 */
export async function insertSavedMethod(db: PaymentsDb, customerId: number, gateway: CardGatewayId, card: SavedCard, at: string): Promise<number> {
  const hasDefault = await db.selectFrom("payment_methods").select("id").where("customer_id", "=", customerId).where("is_default", "=", 1).executeTakeFirst();
  await db
    .insertInto("payment_methods")
    .values({
      customer_id: customerId,
      gateway,
      token: card.reference,
      processor_customer: card.processorCustomer,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      is_default: hasDefault === undefined ? 1 : 0,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(["gateway", "token"]).doNothing())
    .execute();
  const row = await db.selectFrom("payment_methods").select("id").where("gateway", "=", gateway).where("token", "=", card.reference).executeTakeFirstOrThrow();
  return row.id;
}

export async function makeDefaultMethod(db: PaymentsDb, customerId: number, id: number): Promise<void> {
  await db.updateTable("payment_methods").set({ is_default: 0 }).where("customer_id", "=", customerId).where("id", "!=", id).execute();
  await db.updateTable("payment_methods").set({ is_default: 1 }).where("customer_id", "=", customerId).where("id", "=", id).execute();
}

export async function deleteMethodRow(db: PaymentsDb, customerId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom("payment_methods").where("customer_id", "=", customerId).where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function findGatewayCustomer(db: PaymentsDb, customerId: number, gateway: CardGatewayId): Promise<string | undefined> {
  const row = await db.selectFrom("payment_gateway_customers").select("reference").where("customer_id", "=", customerId).where("gateway", "=", gateway).executeTakeFirst();
  return row?.reference;
}

/** Records the gateway's customer; when two requests raced, the first one's record stands and is returned. */
export async function insertGatewayCustomer(db: PaymentsDb, customerId: number, gateway: CardGatewayId, reference: string): Promise<string> {
  await db
    .insertInto("payment_gateway_customers")
    .values({ customer_id: customerId, gateway, reference })
    .onConflict((oc) => oc.columns(["customer_id", "gateway"]).doNothing())
    .execute();
  return (await findGatewayCustomer(db, customerId, gateway)) ?? reference;
}

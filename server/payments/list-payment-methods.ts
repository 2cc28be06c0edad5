import type { Kysely } from "kysely";
import type { PaymentsTables } from "../db/schema.ts";
import { listMethodsOfCustomer } from "./payment-method.repository.ts";
import { paymentsDb } from "./payments-db.ts";
import type { SavedPaymentMethod } from "./payments.ts";

/** A customer's saved cards, oldest first, for My account → Payment methods and the checkout. */
export async function listPaymentMethods<All extends PaymentsTables>(db: Kysely<All>, customerId: number): Promise<SavedPaymentMethod[]> {
  const rows = await listMethodsOfCustomer(paymentsDb(db), customerId);
  return rows.map(({ id, gateway, brand, last4, expMonth, expYear, isDefault, createdAt }) => ({ id, gateway, brand, last4, expMonth, expYear, isDefault, createdAt }));
}

import type { Kysely } from "kysely";
import type { PaymentsTables } from "../db/schema.ts";
import { findMethodOfCustomer, makeDefaultMethod } from "./payment-method.repository.ts";
import { paymentsDb } from "./payments-db.ts";

export type PaymentMethodChangeResult = { ok: true } | { ok: false; code: "payment_method_not_found" };

/** "Make default": one default card per customer. Another customer's card answers not found. */
export async function setDefaultPaymentMethod<All extends PaymentsTables>(db: Kysely<All>, customerId: number, methodId: number): Promise<PaymentMethodChangeResult> {
  return paymentsDb(db)
    .transaction()
    .execute(async (trx) => {
      if ((await findMethodOfCustomer(trx, customerId, methodId)) === undefined) return { ok: false, code: "payment_method_not_found" };
      await makeDefaultMethod(trx, customerId, methodId);
      return { ok: true };
    });
}

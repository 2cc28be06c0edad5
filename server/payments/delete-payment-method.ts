import type { Kysely } from "kysely";
import type { PaymentsTables } from "../db/schema.ts";
import type { PaymentGateways } from "./create-payment-gateways.ts";
import { deleteMethodRow, findMethodOfCustomer, listMethodsOfCustomer, makeDefaultMethod } from "./payment-method.repository.ts";
import { paymentsDb } from "./payments-db.ts";
import type { PaymentMethodChangeResult } from "./set-default-payment-method.ts";

// "Delete": the card is forgotten at the processor first (Stripe: detached), then here; when it
// was the default, the newest remaining card becomes the default. Another customer's card answers
// not found. A card of a gateway no longer configured (Stripe keys removed) is only forgotten here.

export async function deletePaymentMethod<All extends PaymentsTables>(db: Kysely<All>, gateways: PaymentGateways, customerId: number, methodId: number): Promise<PaymentMethodChangeResult> {
  const own = paymentsDb(db);
  const method = await findMethodOfCustomer(own, customerId, methodId);
  if (method === undefined) return { ok: false, code: "payment_method_not_found" };
  await gateways.forgetMethod(method.gateway, { reference: method.token, processorCustomer: method.processorCustomer });
  return own.transaction().execute(async (trx) => {
    if (!(await deleteMethodRow(trx, customerId, methodId))) return { ok: false, code: "payment_method_not_found" };
    const remaining = await listMethodsOfCustomer(trx, customerId);
    const newest = remaining.at(-1);
    if (method.isDefault && newest !== undefined) await makeDefaultMethod(trx, customerId, newest.id);
    return { ok: true };
  });
}

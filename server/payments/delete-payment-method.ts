import type { Kysely } from "kysely";
import type { PaymentsTables } from "../db/schema.ts";
import type { PaymentGateways } from "./create-payment-gateways.ts";
import { deleteMethodRow, findMethodOfCustomer, listMethodsOfCustomer, makeDefaultMethod } from "./payment-method.repository.ts";
import { paymentsDb } from "./payments-db.ts";
import type { CardGatewayId } from "./payments.ts";
import type { PaymentMethodChangeResult } from "./set-default-payment-method.ts";

// "Delete": the card is forgotten at the processor first (Stripe: detached), then here; when it
// was the default, the newest remaining card becomes the default. Another customer's card answers
// not found. A card of a gateway no longer configured (Stripe keys removed) is only forgotten here.
//
// `afterDelete` runs in the transaction that deletes the row, told which card is the default now,
// so what other modules keep pointing at the card (subscriptions renewing with it) moves in the
// same commit; payments itself knows nothing of them (docs/decisions/030).

export interface DeletedCard {
  customerId: number;
  methodId: number;
  /** The customer's default card after the deletion, or null when none is left. */
  defaultCard: { id: number; gateway: CardGatewayId } | null;
}

export type AfterCardDeleted<All> = (trx: Kysely<All>, deleted: DeletedCard) => Promise<void>;

export async function deletePaymentMethod<All extends PaymentsTables>(
  db: Kysely<All>,
  gateways: PaymentGateways,
  customerId: number,
  methodId: number,
  afterDelete?: AfterCardDeleted<All>,
): Promise<PaymentMethodChangeResult> {
  const method = await findMethodOfCustomer(paymentsDb(db), customerId, methodId);
  if (method === undefined) return { ok: false, code: "payment_method_not_found" };
  await gateways.forgetMethod(method.gateway, { reference: method.token, processorCustomer: method.processorCustomer });
  return db.transaction().execute(async (trx) => {
    const own = paymentsDb(trx);
    if (!(await deleteMethodRow(own, customerId, methodId))) return { ok: false, code: "payment_method_not_found" };
    const remaining = await listMethodsOfCustomer(own, customerId);
    const newest = remaining.at(-1);
    if (method.isDefault && newest !== undefined) await makeDefaultMethod(own, customerId, newest.id);
    const defaultCard = method.isDefault ? (newest ?? null) : (remaining.find((m) => m.isDefault) ?? newest ?? null);
    await afterDelete?.(trx, { customerId, methodId, defaultCard: defaultCard === null ? null : { id: defaultCard.id, gateway: defaultCard.gateway } });
    return { ok: true };
  });
}

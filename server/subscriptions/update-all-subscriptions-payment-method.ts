import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { SubscriptionCard } from "./change-subscription-payment-method.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { hasRenewalInFlight, listCurrentSubscriptionsNotPaidBy, setRenewalPayment } from "./subscription-payment.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// "Update the payment method used for all of my current subscriptions" (WooCommerce
// Subscriptions' offer after a payment-method change): every active or on-hold subscription of
// the customer that renews with another card, or by hand, renews with this card from now on. A
// repeated confirmation finds nothing left to move. A subscription whose renewal is being charged
// right now keeps its card (see change-subscription-payment-method.ts) and is counted as skipped.

export interface UpdateAllResult {
  updated: number;
  skipped: number;
}

export async function updateAllSubscriptionsPaymentMethod(db: Kysely<Database>, input: { customerId: number; card: SubscriptionCard }, now: Date): Promise<UpdateAllResult> {
  return db.transaction().execute(async (trx) => {
    const own = subscriptionsDb(trx);
    const at = now.toISOString();
    const rows = await listCurrentSubscriptionsNotPaidBy(own, input.customerId, input.card.savedMethodId);
    let updated = 0;
    let skipped = 0;
    for (const row of rows) {
      if (await hasRenewalInFlight(own, row.id)) {
        skipped += 1;
        continue;
      }
      await setRenewalPayment(own, row.id, { manual: false, ...input.card }, at);
      const params = { from: row.payment_method, from_card: row.saved_method_id ?? "", from_manual: row.manual_renewal, to: input.card.gatewayId, to_card: input.card.savedMethodId, by: "customer_update_all" };
      await insertSubscriptionNote(own, row.id, { code: "subscription_payment_method_changed", params, forCustomer: true }, at);
      updated += 1;
    }
    return { updated, skipped };
  });
}

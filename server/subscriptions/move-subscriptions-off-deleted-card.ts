import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { SubscriptionCard } from "./change-subscription-payment-method.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { lockSubscriptionsPaidBy, setRenewalPayment } from "./subscription-payment.repository.ts";
import { requireTransaction } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// A customer deleted a saved card (My account → Payment methods). The subscriptions it paid move
// to the customer's default card, as WooCommerce Subscriptions moves them to the customer's
// alternative token; with no card left they renew by hand (WooCommerce Subscriptions refuses the
// delete instead: a shop must let a customer remove a card). Called in the transaction that
// deletes the card (payments' delete hook, docs/decisions/030), so both commit or neither does.

/** `replacement`: the default card after the deletion, or null when none is left. */
export async function moveSubscriptionsOffDeletedCard(
  trx: Kysely<Database>,
  input: { customerId: number; deletedMethodId: number; replacement: SubscriptionCard | null },
  now: Date,
): Promise<{ moved: number }> {
  const own = subscriptionsDb(trx);
  requireTransaction(own);
  const at = now.toISOString();
  const rows = await lockSubscriptionsPaidBy(own, input.customerId, input.deletedMethodId);
  let moved = 0;
  for (const row of rows) {
    const to = input.replacement === null ? ({ manual: true } as const) : ({ manual: false, ...input.replacement } as const);
    await setRenewalPayment(own, row.id, to, at);
    const params = { from: row.payment_method, from_card: input.deletedMethodId, to: input.replacement?.gatewayId ?? "", to_card: input.replacement?.savedMethodId ?? "", manual: input.replacement === null ? 1 : 0, by: "card_deleted" };
    await insertSubscriptionNote(own, row.id, { code: "subscription_payment_method_changed", params, forCustomer: true }, at);
    // Ended subscriptions move too (nothing may point at a card that is gone), but the customer is told of the ones still renewing.
    if (row.status !== "cancelled" && row.status !== "expired") moved += 1;
  }
  return { moved };
}

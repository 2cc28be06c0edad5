import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { isOneOf } from "../parse-enum.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { hasRenewalInFlight, PAYMENT_CHANGEABLE_STATUSES, setRenewalPayment } from "./subscription-payment.repository.ts";
import { lockSubscriptionRow, rowStatus } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// My account → a subscription → "Change payment" (WooCommerce Subscriptions' change-payment
// flow): the customer's saved card pays its renewals from now on. An active or on-hold
// subscription only; a manual one turns automatic, as in WooCommerce Subscriptions. Nothing is
// charged. Under the row's lock, with a note the customer can read.
//
// Refused while a renewal of it is being charged: a worker that died between that charge and its
// record is replaced by one that charges again with the same idempotency key (decision 026), and
// it must ask for the same card, or the processor's first answer (money taken) could be lost.

/** Active and on-hold subscriptions: the ones whose payment method a customer may change. */
export { PAYMENT_CHANGEABLE_STATUSES };

export interface SubscriptionCard {
  /** The card's gateway (card_test, stripe). */
  gatewayId: string;
  /** The gateway's name as the order records it ("Credit / Debit Card"). */
  title: string;
  /** The customer's saved card: the caller has checked it is theirs. */
  savedMethodId: number;
}

export const PAYMENT_CHANGE_REFUSALS = ["subscription_not_found", "subscription_payment_not_changeable", "subscription_renewal_in_progress"] as const;
export type PaymentChangeRefusal = (typeof PAYMENT_CHANGE_REFUSALS)[number];

export type PaymentChangeResult = { ok: true; changed: boolean } | { ok: false; code: PaymentChangeRefusal };

export async function changeSubscriptionPaymentMethod(
  db: Kysely<Database>,
  input: { subscriptionId: number; customerId: number; card: SubscriptionCard },
  now: Date,
): Promise<PaymentChangeResult> {
  return db.transaction().execute(async (trx) => {
    const own = subscriptionsDb(trx);
    const at = now.toISOString();
    const row = await lockSubscriptionRow(own, input.subscriptionId);
    // Another customer's subscription is not found, as one that does not exist.
    if (row?.customer_id !== input.customerId) return { ok: false, code: "subscription_not_found" };
    if (!isOneOf(PAYMENT_CHANGEABLE_STATUSES, rowStatus(row))) return { ok: false, code: "subscription_payment_not_changeable" };
    if (await hasRenewalInFlight(own, row.id)) return { ok: false, code: "subscription_renewal_in_progress" };
    const { card } = input;
    // The same card again (a double submission, or the card it already had): nothing to record.
    if (row.manual_renewal === 0 && row.saved_method_id === card.savedMethodId && row.payment_method === card.gatewayId) return { ok: true, changed: false };
    await setRenewalPayment(own, row.id, { manual: false, ...card }, at);
    const params = { from: row.payment_method, from_card: row.saved_method_id ?? "", from_manual: row.manual_renewal, to: card.gatewayId, to_card: card.savedMethodId, by: "customer" };
    await insertSubscriptionNote(own, row.id, { code: "subscription_payment_method_changed", params, forCustomer: true }, at);
    return { ok: true, changed: true };
  });
}

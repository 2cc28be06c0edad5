import { deletePaymentMethod } from "../../../server/payments/delete-payment-method.ts";
import { listPaymentMethods } from "../../../server/payments/list-payment-methods.ts";
import { moveSubscriptionsOffDeletedCard } from "../../../server/subscriptions/move-subscriptions-off-deleted-card.ts";
import type { Services } from "../../context.ts";
import { paymentMethodTitle } from "../../i18n/payment-messages.en.ts";
import { subscriptionText } from "../../i18n/subscription-messages.en.ts";
import { savedMethodLabel } from "./saved-method-words.ts";
import { cardMethodsForAdding } from "./payment-methods.server.ts";
import { DELETED_CARD_SUBSCRIPTIONS_PARAM, deletedCardSubscriptionsOf, type DeletedCardSubscriptionMove } from "./subscription-payment-paths.ts";

// "Delete" on My account → Payment methods when subscriptions renew with the card: the payments
// module deletes it and, in the same transaction (its delete hook, docs/decisions/030), the
// subscriptions module moves them to the default card left, or to manual renewals when none is.
// The list then warns the customer (the §8 warning toast, WooCommerce Subscriptions' words).

export type DeleteCardOutcome = { ok: true; subscriptions: DeletedCardSubscriptionMove | null } | { ok: false };

export async function deleteCardOfSubscriptions(services: Services, customerId: number, methodId: number, now: Date): Promise<DeleteCardOutcome> {
  // The gateways' titles, read before the transaction: a subscription records its card's gateway by name.
  const gateways = await cardMethodsForAdding(services);
  let moved: DeletedCardSubscriptionMove | null = null;
  const result = await deletePaymentMethod(services.db, services.gateways, customerId, methodId, async (trx, deleted) => {
    const card = deleted.defaultCard;
    const gateway = card === null ? undefined : gateways.find((g) => g.id === card.gateway);
    // A default card whose gateway is no longer offered cannot be charged: renewals become manual.
    const replacement = card === null || gateway === undefined ? null : { gatewayId: gateway.id, title: paymentMethodTitle(gateway), savedMethodId: card.id };
    const { moved: count } = await moveSubscriptionsOffDeletedCard(trx, { customerId, deletedMethodId: methodId, replacement }, now);
    moved = count === 0 ? null : replacement === null ? "moved_to_manual" : "moved_to_default";
  });
  return result.ok ? { ok: true, subscriptions: moved } : { ok: false };
}

/** The list's address after the delete: its own notice, and what happened to the subscriptions. */
export function withDeletedCardSubscriptions(path: string, move: DeletedCardSubscriptionMove | null): string {
  return move === null ? path : `${path}&${DELETED_CARD_SUBSCRIPTIONS_PARAM}=${move}`;
}

/** The warning the list shows after such a delete, naming the default card the subscriptions use now. */
export async function deletedCardWarningOf(services: Services, customerId: number, url: URL): Promise<string | null> {
  const move = deletedCardSubscriptionsOf(url);
  if (move === null) return null;
  if (move === "moved_to_manual") return subscriptionText("changePayment.deleted.movedToManual");
  const card = (await listPaymentMethods(services.db, customerId)).find((m) => m.isDefault);
  return card === undefined ? null : subscriptionText("changePayment.deleted.movedToDefault", savedMethodLabel(card));
}

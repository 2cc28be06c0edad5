import { deletePaymentMethod } from "../../../server/payments/delete-payment-method.ts";
import { listPaymentMethods } from "../../../server/payments/list-payment-methods.ts";
import { moveSubscriptionsOffDeletedCard } from "../../../server/subscriptions/move-subscriptions-off-deleted-card.ts";
import type { Services } from "../../context.ts";
import { paymentCodeText, paymentMethodTitle } from "../../i18n/payment-messages.en.ts";
import { subscriptionText } from "../../i18n/subscription-messages.en.ts";
import { savedMethodLabel } from "./saved-method-words.ts";
import { cardMethodsForAdding } from "./payment-methods.server.ts";
import { deletedCardNoticeOf, deletedCardNoticePath, type DeletedCardNotice } from "./subscription-payment-paths.ts";
import { paymentMethodsNoticePath } from "./payment-method-paths.ts";

// "Delete" on My account → Payment methods when subscriptions renew with the card: the payments
// module deletes it and, in the same transaction (its delete hook, docs/decisions/030), the
// subscriptions module moves them to the default card left, or to manual renewals when none is.
// The list then warns the customer (the §8 warning toast, WooCommerce Subscriptions' words).

export type DeleteCardOutcome = { ok: true; subscriptions: DeletedCardNotice | null } | { ok: false };

export async function deleteCardOfSubscriptions(services: Services, customerId: number, methodId: number, now: Date): Promise<DeleteCardOutcome> {
  // The gateways' titles, read before the transaction: a subscription records its card's gateway by name.
  const gateways = await cardMethodsForAdding(services);
  let moved: DeletedCardNotice | null = null;
  const result = await deletePaymentMethod(services.db, services.gateways, customerId, methodId, async (trx, deleted) => {
    const card = deleted.defaultCard;
    const gateway = card === null ? undefined : gateways.find((g) => g.id === card.gateway);
    // A default card whose gateway is no longer offered cannot be charged: renewals become manual.
    const replacement = card === null || gateway === undefined ? null : { gatewayId: gateway.id, title: paymentMethodTitle(gateway), savedMethodId: card.id };
    const { moved: count } = await moveSubscriptionsOffDeletedCard(trx, { customerId, deletedMethodId: methodId, replacement }, now);
    moved = count === 0 ? null : replacement === null ? "subscriptions_moved_to_manual" : "subscriptions_moved_to_default";
  });
  return result.ok ? { ok: true, subscriptions: moved } : { ok: false };
}

/** The list's address after the delete: its own notice, or this one when subscriptions moved. */
export function afterDeletePath(moved: DeletedCardNotice | null): string {
  return moved === null ? paymentMethodsNoticePath("payment_method_deleted") : deletedCardNoticePath(moved);
}

/**
 * The list's notices after such a delete: "Payment method deleted." and the warning (WooCommerce
 * Subscriptions' words) naming the default card the subscriptions use now; none for another address.
 */
export async function deletedCardNoticesOf(services: Services, customerId: number, url: URL): Promise<{ kind: "success" | "warning"; text: string }[]> {
  const moved = deletedCardNoticeOf(url);
  if (moved === null) return [];
  const deleted = { kind: "success" as const, text: paymentCodeText("payment_method_deleted") };
  if (moved === "subscriptions_moved_to_manual") return [deleted, { kind: "warning", text: subscriptionText("changePayment.deleted.movedToManual") }];
  const card = (await listPaymentMethods(services.db, customerId)).find((m) => m.isDefault);
  return card === undefined ? [deleted] : [deleted, { kind: "warning", text: subscriptionText("changePayment.deleted.movedToDefault", savedMethodLabel(card)) }];
}

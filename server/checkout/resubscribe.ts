import type { Kysely } from "kysely";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import type { Database } from "../db/schema.ts";
import type { SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import { requestResubscribe } from "../subscriptions/request-resubscribe.ts";
import type { SubscriptionActionError } from "../subscriptions/subscription-action.ts";
import type { SubscriptionStatus } from "../subscriptions/subscriptions.ts";

// My account → "Resubscribe" (WooCommerce Subscriptions): an ended subscription's lines go back
// into the customer's cart at today's prices, each through the cart's own add (as "Order again"
// does), and the customer checks out; the subscription that checkout makes is linked to the old
// one (server/subscriptions/link-resubscribe.ts). A line that can no longer be bought is left out.

export type ResubscribeOutcome = { ok: true; added: number; skipped: number } | { ok: false; code: SubscriptionActionError; status?: SubscriptionStatus };

export async function resubscribe(
  db: Kysely<Database>,
  request: { subscriptionId: number; customerId: number; seenStatus?: SubscriptionStatus },
  now: Date,
  signUp: SignUpSettings,
): Promise<ResubscribeOutcome> {
  const asked = await requestResubscribe(db, { subscriptionId: request.subscriptionId, actor: { kind: "customer", customerId: request.customerId }, ...(request.seenStatus === undefined ? {} : { seenStatus: request.seenStatus }) }, now);
  if (!asked.ok) return asked;
  let added = 0;
  for (const line of asked.lines) {
    const result = await addItemToCart(db, { customerId: request.customerId, productId: line.productId, variationId: line.variationId, quantity: line.quantity }, now, signUp);
    if (result.ok) added += 1;
  }
  return { ok: true, added, skipped: asked.lines.length - added };
}

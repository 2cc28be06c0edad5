import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { findPaymentOfOrderKey } from "../orders/find-payment-in-flight.ts";
import type { OrderStatus } from "../orders/orders.ts";
import type { PaymentGateways } from "../payments/create-payment-gateways.ts";
import { GATEWAY_IDS, type GatewayId } from "../payments/payments.ts";
import { payOutcomeOf } from "./pay-through-gateways.ts";
import { cardSavedBy, settlePayment } from "./settle-payment.ts";

// The shopper is back from a 3-D Secure challenge: the gateway says how it ended, and the order
// is paid (or failed) accordingly. Coming back twice, or after the webhook got there first,
// changes nothing more: recordPayment moves an order only from the statuses it may come from.

const AWAITING: readonly OrderStatus[] = ["pending"];

export type ReturnedPayment = { found: false } | { found: true; orderId: number; orderKey: string; status: OrderStatus };

export async function confirmReturnedPayment(
  db: Kysely<Database>,
  gateways: PaymentGateways,
  ref: { orderId: number; orderKey: string },
  /** The shop's calendar (config.shop.timeZone), for the order's subscriptions. */
  shop: { timeZone: string },
  now: Date,
): Promise<ReturnedPayment> {
  const payment = await findPaymentOfOrderKey(db, ref.orderId, ref.orderKey);
  if (payment === null) return { found: false };
  const unchanged = { found: true as const, orderId: payment.orderId, orderKey: payment.orderKey, status: payment.status };
  if (!AWAITING.includes(payment.status) || payment.transactionId === null) return unchanged;
  const gateway = (GATEWAY_IDS as readonly string[]).includes(payment.paymentMethod) ? gateways.get(payment.paymentMethod as GatewayId) : null;
  if (gateway === null) return unchanged;
  const outcome = payOutcomeOf(await gateway.confirmAction(payment.transactionId));
  // Still unanswered (the shopper came back without choosing): the order keeps waiting.
  if (outcome.kind === "awaiting_action") return unchanged;
  // A new card the authenticated payment saved becomes the subscriptions' renewal card.
  const recorded = await settlePayment(db, payment, outcome, { timeZone: shop.timeZone, savedMethodId: cardSavedBy(outcome) }, now);
  return { ...unchanged, status: recorded.status };
}

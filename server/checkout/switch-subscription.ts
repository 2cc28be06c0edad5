import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { cancelOrder } from "../orders/cancel-order.ts";
import { getOrderForMerchant } from "../orders/get-order.ts";
import { recordPayment } from "../orders/record-payment.ts";
import { applySubscriptionSwitch, failSubscriptionSwitch } from "../subscriptions/apply-subscription-switch.ts";
import { beginSubscriptionSwitch } from "../subscriptions/begin-subscription-switch.ts";
import { findChargingSubscriptionSwitch, findSubscriptionSwitch, type SubscriptionSwitchRecord } from "../subscriptions/find-subscription-switch.ts";
import { lockCustomerSubscription } from "../subscriptions/lock-customer-subscription.ts";
import type { SwitchKind } from "../subscriptions/prorate-switch.ts";
import type { RenewalPayments } from "../subscriptions/renewal-payments.ts";
import type { Subscription } from "../subscriptions/subscriptions.ts";
import { quoteSubscriptionSwitch, type SwitchRefusal, type SwitchSettings } from "./quote-subscription-switch.ts";
import { switchedLines, switchOrderOf, type SwitchedLines } from "./switched-lines.ts";

// A customer switches one line of their subscription to another variation (docs/decisions/033),
// exactly once however often the confirming form is sent:
// 1. under the subscription's lock, the form's attempt key finds the switch it already started, or
//    the switch is priced (quote-subscription-switch.ts) and recorded; an upgrade with an amount
//    due gets its switch order. A switch with nothing to pay is applied there and then.
// 2. after commit, outside any lock, the saved card is charged off-session under the key
//    "switch:<subscription>:<line>:<switch id>", so a retried charge gets the processor's first answer;
// 3. the answer is recorded on the order, and a paid switch applied, both once.

export interface SwitchRequest {
  customerId: number;
  subscriptionId: number;
  lineIndex: number;
  toVariationId: number;
  /** A fresh key per rendering of the confirming form. */
  attemptKey: string;
}

export type SwitchFailure = SwitchRefusal | "subscription_not_found" | "switch_needs_saved_card" | "switch_payment_failed" | "switch_in_progress" | "insufficient_stock";

/** A switch's charge not answered within this long is taken as lost: another switch of the subscription may start. */
export const SWITCH_CHARGE_LEASE_MS = 10 * 60 * 1000;

export type SwitchOutcome =
  | { ok: true; kind: SwitchKind; chargedNow: number; orderId: number | null; nextPayment: string | null }
  | { ok: false; code: SwitchFailure; paymentCode?: string };

type Started = { done: SwitchOutcome } | { charge: { record: SubscriptionSwitchRecord; subscription: Subscription } };

function outcomeOf(record: SubscriptionSwitchRecord): SwitchOutcome {
  if (record.status === "failed") return { ok: false, code: "switch_payment_failed", paymentCode: record.failureCode ?? "" };
  return { ok: true, kind: record.kind, chargedNow: record.chargeNow, orderId: record.orderId, nextPayment: record.nextPayment };
}

async function start(db: Kysely<Database>, request: SwitchRequest, settings: SwitchSettings, now: Date): Promise<Started> {
  return db.transaction().execute(async (trx): Promise<Started> => {
    const subscription = await lockCustomerSubscription(trx, request.subscriptionId, request.customerId);
    if (subscription === null) return { done: { ok: false, code: "subscription_not_found" } };
    const earlier = await findSubscriptionSwitch(trx, subscription.id, request.attemptKey);
    if (earlier !== null) return earlier.status === "charging" ? { charge: { record: earlier, subscription } } : { done: outcomeOf(earlier) };
    // A confirmation from another rendering of the form (the back button, a second tab) while a
    // charge is unanswered: the same switch goes on with the same key; another waits for it.
    const inFlight = await findChargingSubscriptionSwitch(trx, subscription.id);
    if (inFlight !== null) {
      if (inFlight.lineIndex === request.lineIndex && inFlight.toVariationId === request.toVariationId) return { charge: { record: inFlight, subscription } };
      if (now.getTime() - new Date(inFlight.createdAt).getTime() < SWITCH_CHARGE_LEASE_MS) return { done: { ok: false, code: "switch_in_progress" } };
    }

    const quoted = await quoteSubscriptionSwitch(trx, subscription, request.lineIndex, request.toVariationId, settings, now);
    if (!quoted.ok) return { done: quoted };
    const { quote } = quoted;
    const { chargeNow } = quote.proration;
    if (chargeNow > 0 && (subscription.manualRenewal || subscription.savedMethodId === null)) return { done: { ok: false, code: "switch_needs_saved_card" } };
    const lines = await switchedLines(trx, subscription, request.lineIndex, request.toVariationId, settings.timeZone, now);
    if (lines === null) return { done: { ok: false, code: "switch_variation_unavailable" } };
    const order = chargeNow > 0 ? await switchOrderOf(trx, subscription, lines, request.lineIndex, chargeNow) : null;
    const begun = await beginSubscriptionSwitch(
      trx,
      { subscriptionId: subscription.id, attemptKey: request.attemptKey, lineIndex: request.lineIndex, fromVariationId: quote.choice.line.variationId ?? 0, toVariationId: request.toVariationId, proration: quote.proration, paidForPeriod: quote.paidForPeriod, order },
      now,
    );
    if (!begun.ok) throw new SwitchRollback(begun.code);
    const record = await findSubscriptionSwitch(trx, subscription.id, request.attemptKey);
    if (record === null) throw new Error("the switch just recorded is not found");
    if (begun.orderId !== null) return { charge: { record, subscription } };
    await apply(trx, subscription, record, lines, now);
    return { done: outcomeOf({ ...record, status: "applied" }) };
  });
}

/** Rolls the first transaction back: a switch order short of stock leaves nothing behind. */
class SwitchRollback extends Error {
  readonly code: "insufficient_stock";
  constructor(code: "insufficient_stock") {
    super(code);
    this.code = code;
  }
}

async function apply(trx: Kysely<Database>, subscription: Subscription, record: SubscriptionSwitchRecord, lines: SwitchedLines, now: Date): Promise<void> {
  const from = subscription.lines[record.lineIndex];
  const to = lines.pricing.lines[record.lineIndex];
  await applySubscriptionSwitch(
    trx,
    {
      switchId: record.id,
      subscriptionId: subscription.id,
      lineIndex: record.lineIndex,
      ...lines.pricing,
      schedule: lines.schedule,
      nextPayment: record.nextPayment ?? subscription.dates.nextPayment ?? "",
      fromName: from === undefined ? "" : lineName(from),
      toName: to === undefined ? "" : lineName(to),
      orderId: record.orderId,
    },
    now,
  );
}

function lineName(line: { name: string; attributes: { label: string }[] }): string {
  return [line.name, ...line.attributes.map((a) => a.label)].join(" – ");
}

export async function switchSubscription(db: Kysely<Database>, payments: RenewalPayments, request: SwitchRequest, settings: SwitchSettings, now: Date): Promise<SwitchOutcome> {
  let started: Started;
  try {
    started = await start(db, request, settings, now);
  } catch (error) {
    if (error instanceof SwitchRollback) return { ok: false, code: error.code };
    throw error;
  }
  if ("done" in started) return started.done;
  const { record, subscription } = started.charge;
  const order = record.orderId === null ? null : await getOrderForMerchant(db, record.orderId);
  if (order === null) throw new Error(`switch ${record.id} has no order to charge`);
  const result = await payments.chargeSaved({
    gatewayId: subscription.paymentMethod,
    orderId: order.id,
    amount: order.totals.total,
    currency: order.currency,
    idempotencyKey: record.chargeKey,
    customer: { id: subscription.customerId, email: subscription.billing.email },
    savedMethodId: subscription.savedMethodId,
  });
  const answered = await db.transaction().execute(async (trx): Promise<SwitchOutcome> => {
    // Order first, then the subscription, as renewals take their locks.
    await recordPayment(trx, order.id, record.chargeKey, result, now);
    const locked = await lockCustomerSubscription(trx, subscription.id, request.customerId);
    if (locked === null) throw new Error(`subscription ${subscription.id} disappeared during its switch`);
    if (result.kind === "failed") {
      await failSubscriptionSwitch(trx, record.id, result.code, now);
      return { ok: false, code: "switch_payment_failed", paymentCode: result.code };
    }
    // Priced again from the catalogue: the seconds since the first transaction changed nothing a
    // shopper could tell, and nothing priced is carried through the browser or the charge.
    const lines = await switchedLines(trx, locked, record.lineIndex, record.toVariationId, settings.timeZone, now);
    if (lines === null) throw new Error(`switch ${record.id}: its variation ${record.toVariationId} is no longer sold, after its charge`);
    await apply(trx, locked, record, lines, now);
    return outcomeOf({ ...record, status: "applied" });
  });
  // A switch order left failed would offer "Pay" in the account, and paying it would not switch:
  // it is cancelled (its stock released), and the customer confirms a new switch instead.
  if (!answered.ok) await cancelOrder(db, order.id, { by: "merchant" }, now);
  return answered;
}

import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { parseEnum } from "../parse-enum.ts";
import { switchChargeKey } from "./begin-subscription-switch.ts";
import type { SwitchKind } from "./prorate-switch.ts";
import { findChargingSwitch, findSwitchOfAttempt, type SubscriptionSwitchRow } from "./subscription-switch.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// A switch as the form that started it finds it again (docs/decisions/033): a second submission
// of the same form continues or reports the first's switch instead of starting another.

const SWITCH_STATUSES = ["charging", "applied", "failed"] as const;
const SWITCH_KINDS = ["upgrade", "downgrade", "crossgrade"] as const satisfies readonly SwitchKind[];

export interface SubscriptionSwitchRecord {
  id: number;
  lineIndex: number;
  fromVariationId: number;
  toVariationId: number;
  kind: SwitchKind;
  chargeNow: number;
  nextPayment: string | null;
  orderId: number | null;
  status: (typeof SWITCH_STATUSES)[number];
  failureCode: string | null;
  chargeKey: string;
  createdAt: string;
}

export async function findSubscriptionSwitch(db: Kysely<Database>, subscriptionId: number, attemptKey: string): Promise<SubscriptionSwitchRecord | null> {
  const row = await findSwitchOfAttempt(subscriptionsDb(db), subscriptionId, attemptKey);
  return row === undefined ? null : toRecord(subscriptionId, row);
}

/**
 * The subscription's switch whose charge has not been answered yet (one form's charge in flight,
 * or one whose answer was lost), whichever form started it: a confirmation from another rendering
 * of the form must continue it rather than charge a second time.
 */
export async function findChargingSubscriptionSwitch(db: Kysely<Database>, subscriptionId: number): Promise<SubscriptionSwitchRecord | null> {
  const row = await findChargingSwitch(subscriptionsDb(db), subscriptionId);
  return row === undefined ? null : toRecord(subscriptionId, row);
}

function toRecord(subscriptionId: number, row: SubscriptionSwitchRow): SubscriptionSwitchRecord {
  return {
    id: row.id,
    lineIndex: row.line_index,
    fromVariationId: row.from_variation_id,
    toVariationId: row.to_variation_id,
    kind: parseEnum(SWITCH_KINDS, row.kind, "crossgrade"),
    chargeNow: row.charge_now,
    nextPayment: row.next_payment_at,
    orderId: row.order_id,
    status: parseEnum(SWITCH_STATUSES, row.status, "failed"),
    failureCode: row.failure_code,
    chargeKey: switchChargeKey(subscriptionId, row.line_index, row.id),
    createdAt: row.created_at,
  };
}

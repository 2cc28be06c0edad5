import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { chargeRenewal } from "./charge-renewal.ts";
import { claimDueRenewal, type ClaimOutcome } from "./claim-due-renewal.ts";
import type { RenewalResult } from "./record-renewal-charge.ts";
import type { RenewalOptions } from "./renewal-charge.ts";
import type { RenewalPayments } from "./renewal-payments.ts";

export type RenewalOutcome = Exclude<ClaimOutcome, { kind: "charge" }> | RenewalResult;

/**
 * Renews one subscription whose next payment is due, exactly once per period however often and
 * wherever it is called at once (docs/decisions/026): claim the period and make the renewal order
 * (committed), charge the saved card off-session, record the answer.
 */
export async function renewSubscription(db: Kysely<Database>, payments: RenewalPayments, subscriptionId: number, now: Date, options: RenewalOptions): Promise<RenewalOutcome> {
  const claim = await claimDueRenewal(db, subscriptionId, now, options);
  if (claim.kind !== "charge") return claim;
  return chargeRenewal(db, payments, claim.pending, now, options);
}

import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { recordRenewalCharge, type RenewalResult } from "./record-renewal-charge.ts";
import type { PendingCharge, RenewalOptions } from "./renewal-charge.ts";
import type { RenewalPayments } from "./renewal-payments.ts";

/**
 * Charges a claimed renewal, outside any transaction (a row lock must never wait on the network),
 * and records the answer. When the charge throws (the gateway's answer is unknown) nothing is
 * recorded: the renewal stays charging, and after its lease another pass charges again with the
 * same idempotency key and gets the processor's first answer.
 */
export async function chargeRenewal(db: Kysely<Database>, payments: RenewalPayments, pending: PendingCharge, now: Date, options: RenewalOptions): Promise<RenewalResult> {
  const result = await payments.chargeSaved(pending.charge);
  return recordRenewalCharge(db, pending, result, now, options);
}

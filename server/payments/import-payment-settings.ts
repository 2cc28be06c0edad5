import type { Kysely } from "kysely";
import type { PaymentsTables } from "../db/schema.ts";
import { saveSettingValues } from "./payment-settings.repository.ts";
import { paymentSettingsSchema, type PaymentSettingKey } from "./payment-settings.ts";
import { paymentsDb } from "./payments-db.ts";

export type ImportPaymentSettingsResult =
  | { ok: true; keys: PaymentSettingKey[] }
  | { ok: false; code: "payment_settings_invalid"; params: { field: string; issue: string } };

/**
 * Writes the settings given (an export, or part of one): keys left out keep their value, an
 * unknown key or a bad value refuses the whole import and changes nothing.
 */
export async function importPaymentSettings<All extends PaymentsTables>(db: Kysely<All>, input: unknown): Promise<ImportPaymentSettingsResult> {
  const parsed = paymentSettingsSchema.partial().safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue === undefined || issue.path.length === 0 ? (issue?.code === "unrecognized_keys" ? issue.keys.join(",") : "") : issue.path.join(".");
    return { ok: false, code: "payment_settings_invalid", params: { field, issue: issue?.message ?? "invalid" } };
  }
  const values = new Map(Object.entries(parsed.data).map(([key, value]) => [key, JSON.stringify(value)]));
  // All keys or none: an import that fails half way leaves the old settings.
  const own = paymentsDb(db);
  await (own.isTransaction ? saveSettingValues(own, values) : own.transaction().execute((trx) => saveSettingValues(trx, values)));
  return { ok: true, keys: [...values.keys()] as PaymentSettingKey[] };
}

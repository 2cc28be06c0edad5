import type { Kysely } from "kysely";
import type { PaymentsTables } from "../db/schema.ts";
import { getPaymentSettings } from "./get-payment-settings.ts";
import type { PaymentSettings } from "./payment-settings.ts";

/** Every payment setting (defaults included), as `shop settings export` writes it; importPaymentSettings reads it back. */
export function exportPaymentSettings<All extends PaymentsTables>(db: Kysely<All>): Promise<PaymentSettings> {
  return getPaymentSettings(db);
}

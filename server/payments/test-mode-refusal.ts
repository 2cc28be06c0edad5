import type { Kysely } from "kysely";
import type { PaymentsTables } from "../db/schema.ts";
import { getPaymentSettings } from "./get-payment-settings.ts";

// The card test mode takes no money: a production shop offering it would "sell" for nothing. So
// production refuses it (checkout leaves it out, its calls fail with test_mode_not_allowed)
// unless the merchant allows it in the settings, e.g. for a staging site run as production.

export async function isTestModeAllowed<All extends PaymentsTables>(db: Kysely<All>, production: boolean): Promise<boolean> {
  if (!production) return true;
  return (await getPaymentSettings(db)).testModeInProduction;
}

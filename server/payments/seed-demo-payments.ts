import type { Kysely } from "kysely";
import type { PaymentsTables } from "../db/schema.ts";
import { importPaymentSettings } from "./import-payment-settings.ts";
import { loadSettingValues } from "./payment-settings.repository.ts";
import { paymentsDb } from "./payments-db.ts";
import type { BankAccount } from "./payments.ts";

// The demo shop's payments (issue 9): it sells out of the box with direct bank transfer (demo
// bank details), check payments, cash on delivery and the card test mode. A shop whose merchant
// has set any payment setting is left alone.

export const DEMO_BANK_ACCOUNT: BankAccount = {
  accountName: "Shopwright Demo Ltd",
  accountNumber: "31926819",
  bankName: "Demo Bank",
  sortCode: "60-16-13",
  iban: "GB29NWBK60161331926819",
  bic: "NWBKGB2L",
};

/** True when it set the demo payments up, false when the shop had payment settings already. */
export async function seedDemoPayments<All extends PaymentsTables>(db: Kysely<All>): Promise<boolean> {
  if ((await loadSettingValues(paymentsDb(db))).size > 0) return false;
  const result = await importPaymentSettings(db, { enabledGateways: ["bacs", "cheque", "cod", "card_test"], bankAccounts: [DEMO_BANK_ACCOUNT] });
  if (!result.ok) throw new Error(`Demo payment settings are invalid: ${result.params.field} ${result.params.issue}`);
  return true;
}

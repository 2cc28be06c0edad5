import type { Kysely } from "kysely";
import type { Database } from "../../../server/db/schema.ts";
import { getPaymentSettings } from "../../../server/payments/get-payment-settings.ts";
import type { BankAccount, OFFLINE_GATEWAY_IDS } from "../../../server/payments/payments.ts";
import { paymentMethodDescription } from "../../i18n/payment-messages.en.ts";

// What a shopper who pays offline needs to know: the method's instructions (the merchant's own
// words, else WooCommerce's default description) and, for a bank transfer, the shop's bank
// details. The order-received page shows them, and the mail that WooCommerce puts them in.

export interface OfflinePaymentFacts {
  instructions: string;
  bankAccounts: readonly BankAccount[];
}

export async function offlinePaymentFacts(db: Kysely<Database>, method: (typeof OFFLINE_GATEWAY_IDS)[number]): Promise<OfflinePaymentFacts> {
  const settings = await getPaymentSettings(db);
  return {
    instructions: paymentMethodDescription({ id: method, description: settings.descriptions[method] ?? null }),
    bankAccounts: method === "bacs" ? settings.bankAccounts : [],
  };
}

import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { NewRenewalOrder } from "../orders/create-renewal-order.ts";
import { getTaxSettings } from "../tax/get-tax-settings.ts";
import { toSubscription, type SubscriptionRow } from "./subscription.repository.ts";

// The order a subscription's period makes, whoever asks for it (the renewal job, a customer's
// Renew now, an early renewal paid through checkout): the frozen recurring cart's lines and totals
// copied, not priced again (docs/decisions/026).

export type RenewalOrderNote = "renewal_order_of_subscription" | "early_renewal_order_of_subscription";

export async function renewalOrderOfSubscription(trx: Kysely<Database>, row: SubscriptionRow, attemptKey: string, note: RenewalOrderNote): Promise<NewRenewalOrder> {
  const subscription = toSubscription(row, []);
  return {
    customerId: row.customer_id,
    email: subscription.billing.email,
    billing: subscription.billing,
    shipping: subscription.shipping,
    currency: row.currency,
    pricesIncludeTax: subscription.pricesIncludeTax,
    // Shown as the shop shows a checkout today ("Display prices during cart and checkout"), as
    // WooCommerce shows a renewal order: the setting when the order is made, not at sign-up.
    taxDisplay: (await getTaxSettings(trx)).displayCart,
    paymentMethod: row.payment_method,
    paymentMethodTitle: row.payment_method_title,
    attemptKey,
    lines: subscription.lines,
    shippingLines: subscription.shippingLines,
    taxLines: subscription.taxLines,
    totals: subscription.totals,
    note: { code: note, params: { subscription: row.id } },
  };
}

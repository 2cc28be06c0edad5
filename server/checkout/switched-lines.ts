import type { Kysely } from "kysely";
import { getPurchasableItems, type PurchasableItem } from "../catalog/get-purchasable-item.ts";
import { getSkus } from "../catalog/get-skus.ts";
import type { Database } from "../db/schema.ts";
import type { NewRenewalOrder } from "../orders/create-renewal-order.ts";
import type { BillingPeriod } from "../subscriptions/billing-period.ts";
import { renewalDayOfCatalogue } from "../subscriptions/catalogue-renewal-day.ts";
import type { RenewalDay } from "../subscriptions/renewal-day.ts";
import type { Subscription } from "../subscriptions/subscriptions.ts";
import { getTaxSettings } from "../tax/get-tax-settings.ts";
import type { CheckoutPricing } from "./checkout.ts";
import { repriceSubscriptionLines, type RepricedLine } from "./reprice-subscription-lines.ts";

// What a subscription renews at once one line is switched to another variation
// (docs/decisions/033): that line at the variation's catalogue price, the others at their frozen
// prices, all priced again for shipping and tax; and, for a subscription of that one line, the
// variation's schedule. Also the switch order that charges an upgrade's prorated gap.

export interface SwitchedLines {
  pricing: Pick<CheckoutPricing, "lines" | "shippingLines" | "taxLines" | "totals">;
  schedule: { period: BillingPeriod; interval: number; renewalDay: RenewalDay | null };
  /** The switched line as it is priced, to price the switch order the same way. */
  repriced: RepricedLine[];
}

export async function switchedLines(db: Kysely<Database>, subscription: Subscription, lineIndex: number, toVariationId: number, timeZone: string, now: Date): Promise<SwitchedLines | null> {
  const target = subscription.lines[lineIndex];
  if (target === undefined) return null;
  const refs = subscription.lines.map((line, i) => (i === lineIndex ? { productId: line.productId, variationId: toVariationId } : { productId: line.productId, variationId: line.variationId }));
  const items = await getPurchasableItems(db, refs, now);
  const to = items[lineIndex];
  if (to === undefined || to === null || to.price === null || to.subscription === null) return null;
  const skus = await getSkus(db, [{ productId: to.productId, variationId: to.variationId }]);
  const repriced: RepricedLine[] = [];
  for (const [i, line] of subscription.lines.entries()) {
    const item = items[i];
    if (item === undefined || item === null) return null;
    repriced.push(
      i === lineIndex
        ? { item, unitPrice: to.price, quantity: line.quantity, name: to.name, attributes: attributesOf(to), sku: skus.get(`${to.productId}:${to.variationId ?? ""}`) ?? null }
        : { item, unitPrice: Math.round(line.subtotal / line.quantity), subtotal: line.subtotal, quantity: line.quantity, name: line.name, attributes: line.attributes, sku: line.sku },
    );
  }
  const pricing = await repriceSubscriptionLines(db, subscription, repriced);
  // Several lines share the subscription's schedule (quote-subscription-switch.ts refuses another one).
  const terms = to.subscription;
  const schedule =
    subscription.lines.length > 1
      ? { period: subscription.plan.period, interval: subscription.plan.interval, renewalDay: subscription.renewalDay }
      : { period: terms.period, interval: terms.interval, renewalDay: renewalDayOfCatalogue(terms, now, timeZone) };
  return { pricing, schedule, repriced };
}

function attributesOf(item: PurchasableItem): RepricedLine["attributes"] {
  return item.variationAttributes.flatMap((definition) => {
    const value = item.variationValues[definition.key];
    if (value === undefined || value === "") return [];
    return [{ name: definition.name, label: definition.options.find((o) => o.slug === value)?.name ?? value }];
  });
}

/** The order charging an upgrade's gap: the new variation's line at the prorated amount, taxed as the subscription is, no shipping. */
export async function switchOrderOf(db: Kysely<Database>, subscription: Subscription, lines: SwitchedLines, lineIndex: number, chargeNow: number): Promise<Omit<NewRenewalOrder, "attemptKey">> {
  const line = lines.repriced[lineIndex];
  if (line === undefined) throw new Error(`no line ${lineIndex} to switch`);
  const priced = await repriceSubscriptionLines(db, { ...subscription, shippingLines: [] }, [{ ...line, subtotal: chargeNow }]);
  return {
    customerId: subscription.customerId,
    email: subscription.billing.email,
    billing: subscription.billing,
    shipping: subscription.shipping,
    currency: subscription.currency,
    pricesIncludeTax: subscription.pricesIncludeTax,
    paymentMethod: subscription.paymentMethod,
    paymentMethodTitle: subscription.paymentMethodTitle,
    lines: priced.lines,
    shippingLines: [],
    taxLines: priced.taxLines,
    totals: priced.totals,
    // As a renewal order does: the shop's cart display setting when the order is made.
    taxDisplay: (await getTaxSettings(db)).displayCart,
    note: { code: "switch_order_of_subscription", params: { subscription: subscription.id } },
  };
}

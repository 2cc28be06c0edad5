import type { Kysely } from "kysely";
import { getPurchasableItems, type PurchasableItem } from "../catalog/get-purchasable-item.ts";
import { listVariationRefs } from "../catalog/list-variation-refs.ts";
import type { Database } from "../db/schema.ts";
import type { OrderLine } from "../orders/orders.ts";
import { prorateSwitch, type SwitchProration } from "../subscriptions/prorate-switch.ts";
import type { Subscription } from "../subscriptions/subscriptions.ts";
import { switchPaidForPeriod } from "../subscriptions/switch-paid-for-period.ts";

// What a customer may switch one line of a subscription to, and what the switch costs
// (WooCommerce Subscriptions' switching, docs/decisions/033): the other purchasable variations of
// the line's variable subscription product, each priced by the catalogue today, and for the one
// chosen the proration for the rest of the period (prorate-switch.ts). Nothing here writes.

export const SWITCH_REFUSALS = ["switch_not_allowed", "switch_line_not_found", "switch_same_variation", "switch_variation_unavailable", "switch_schedule_mismatch"] as const;
export type SwitchRefusal = (typeof SWITCH_REFUSALS)[number];

export interface SwitchSettings {
  timeZone: string;
  /** WooCommerce's "Prorate Recurring Payment": a downgrade's credit moves the next payment later. */
  extendTermOnDowngrade: boolean;
}

/** WooCommerce's choices a real shop makes: prorate upgrades and downgrades (decision 033). */
export const DEFAULT_SWITCH_SETTINGS: Omit<SwitchSettings, "timeZone"> = { extendTermOnDowngrade: true };

export interface SwitchOption {
  item: PurchasableItem;
  /** The variation's attribute labels, "Quarterly". */
  label: string;
  current: boolean;
}

export interface SwitchChoice {
  line: OrderLine;
  current: PurchasableItem;
  options: SwitchOption[];
}

/** Only active subscriptions with a next payment switch; only a line of a variable subscription product. */
export async function switchChoiceOf(db: Kysely<Database>, subscription: Subscription, lineIndex: number, now: Date): Promise<{ ok: true; choice: SwitchChoice } | { ok: false; code: SwitchRefusal }> {
  const line = subscription.lines[lineIndex];
  if (line === undefined || line.variationId === null) return { ok: false, code: "switch_line_not_found" };
  if (subscription.status !== "active" || subscription.dates.nextPayment === null) return { ok: false, code: "switch_not_allowed" };
  const refs = await listVariationRefs(db, line.productId);
  const items = (await getPurchasableItems(db, refs, now)).filter((item): item is PurchasableItem => item !== null && item.subscription !== null);
  const current = items.find((item) => item.variationId === line.variationId);
  if (current === undefined) return { ok: false, code: "switch_not_allowed" };
  const options = items
    .filter((item) => item.variationId === line.variationId || (item.purchasable && item.inStock))
    .map((item) => ({ item, label: optionLabel(item), current: item.variationId === line.variationId }));
  return { ok: true, choice: { line, current, options } };
}

function optionLabel(item: PurchasableItem): string {
  const labels = item.variationAttributes.flatMap((definition) => {
    const value = item.variationValues[definition.key];
    if (value === undefined || value === "") return [];
    return [definition.options.find((o) => o.slug === value)?.name ?? value];
  });
  return labels.length === 0 ? item.name : labels.join(", ");
}

export interface SwitchQuote {
  choice: SwitchChoice;
  to: SwitchOption;
  proration: SwitchProration;
  /** The period counted as paid for the line once the switch is applied. */
  paidForPeriod: number;
}

/** The switch of the line to `toVariationId`, priced for `now`; refused when it is the same variation or not offered. */
export async function quoteSubscriptionSwitch(
  db: Kysely<Database>,
  subscription: Subscription,
  lineIndex: number,
  toVariationId: number,
  settings: SwitchSettings,
  now: Date,
): Promise<{ ok: true; quote: SwitchQuote } | { ok: false; code: SwitchRefusal }> {
  const found = await switchChoiceOf(db, subscription, lineIndex, now);
  if (!found.ok) return found;
  const { choice } = found;
  if (toVariationId === choice.line.variationId) return { ok: false, code: "switch_same_variation" };
  const to = choice.options.find((o) => o.item.variationId === toVariationId);
  const terms = to?.item.subscription ?? null;
  if (to === undefined || terms === null || to.item.price === null) return { ok: false, code: "switch_variation_unavailable" };
  // The subscription has one schedule: a line of several can switch only within it (WooCommerce
  // would split it into a new subscription, which we do not).
  const sameSchedule = terms.period === subscription.plan.period && terms.interval === subscription.plan.interval;
  if (!sameSchedule && subscription.lines.length > 1) return { ok: false, code: "switch_schedule_mismatch" };

  const newPrice = to.item.price * choice.line.quantity;
  const nextPayment = new Date(subscription.dates.nextPayment ?? now.toISOString());
  const inTrial = subscription.dates.trialEnd !== null && new Date(subscription.dates.trialEnd) > now;
  const { paid, periodStart } = await switchPaidForPeriod(db, { subscription, lineIndex, signUpFee: choice.current.subscription?.signUpFee ?? 0 });
  const proration = prorateSwitch({
    paidForCurrentPeriod: paid,
    lastPayment: new Date(periodStart),
    nextPayment,
    newPrice,
    newSchedule: { period: terms.period, interval: terms.interval },
    extendTermOnDowngrade: settings.extendTermOnDowngrade,
    now,
    timeZone: settings.timeZone,
  });
  // A free trial is not paid for: the switch changes what the first payment will be, nothing else
  // (WooCommerce does the same).
  const settled = inTrial ? { ...proration, chargeNow: 0, nextPayment } : proration;
  return { ok: true, quote: { choice, to, proration: settled, paidForPeriod: paid + settled.chargeNow } };
}

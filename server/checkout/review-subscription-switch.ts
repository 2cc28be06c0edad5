import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Subscription } from "../subscriptions/subscriptions.ts";
import { quoteSubscriptionSwitch, type SwitchQuote, type SwitchRefusal, type SwitchSettings } from "./quote-subscription-switch.ts";
import { switchedLines, switchOrderOf, type SwitchedLines } from "./switched-lines.ts";

// What the customer reads before confirming a switch (docs/decisions/033): the amount the switch
// order would charge today, tax included as the order would be, and what the subscription would
// renew at from then on. Priced exactly as switch-subscription.ts prices it; nothing is written.

export interface SwitchReview {
  quote: SwitchQuote;
  /** The switch order's total, 0 when nothing is charged. */
  dueToday: number;
  recurringTotal: number;
  schedule: SwitchedLines["schedule"];
}

export async function reviewSubscriptionSwitch(
  db: Kysely<Database>,
  subscription: Subscription,
  lineIndex: number,
  toVariationId: number,
  settings: SwitchSettings,
  now: Date,
): Promise<{ ok: true; review: SwitchReview } | { ok: false; code: SwitchRefusal }> {
  const quoted = await quoteSubscriptionSwitch(db, subscription, lineIndex, toVariationId, settings, now);
  if (!quoted.ok) return quoted;
  const lines = await switchedLines(db, subscription, lineIndex, toVariationId, settings.timeZone, now);
  if (lines === null) return { ok: false, code: "switch_variation_unavailable" };
  const { chargeNow } = quoted.quote.proration;
  const dueToday = chargeNow > 0 ? (await switchOrderOf(db, subscription, lines, lineIndex, chargeNow)).totals.total : 0;
  return { ok: true, review: { quote: quoted.quote, dueToday, recurringTotal: lines.pricing.totals.total, schedule: lines.schedule } };
}

import { describe, expect, it } from "vitest";
import type { CartLine } from "../cart/cart.ts";
import type { SubscriptionTerms } from "../catalog/catalog.ts";
import { groupRecurringLines } from "./group-recurring-lines.ts";

const monthly: SubscriptionTerms = { period: "month", interval: 1, length: 0, signUpFee: 0, trialLength: 0, trialPeriod: "day", syncDay: null };
const UTC = { timeZone: "UTC", prorateFirstPeriod: false };
const NOV_20 = new Date("2026-11-20T12:00:00Z");

function line(key: string, terms: SubscriptionTerms | null): CartLine {
  return {
    key, productId: 1, variationId: null, name: key, permalink: `/product/${key}`, quantity: 1, attributes: [], unitPrice: 1000, regularUnitPrice: 1000,
    onSale: false, subtotal: 1000, discount: 0, total: 1000, displayUnitPrice: 1000, displayRegularUnitPrice: 1000, displaySubtotal: 1000,
    image: null, minQuantity: 1, maxQuantity: null, soldIndividually: false,
    subscription: terms === null ? null : { terms, signUpUnitPrice: 1000, displaySignUpFee: terms.signUpFee },
  };
}

const keysOf = (groups: ReturnType<typeof groupRecurringLines>) => groups.map((g) => [g.key, g.lines.map((l) => l.key)]);

describe("groupRecurringLines", () => {
  it("leaves ordinary products out: they are today's only", () => {
    expect(groupRecurringLines([line("mug", null)], UTC, NOV_20)).toEqual([]);
  });

  it("puts subscriptions with the same plan and first renewal together, and a different plan apart", () => {
    const groups = groupRecurringLines([line("coffee", monthly), line("mug", null), line("beans", { ...monthly, signUpFee: 500 }), line("quarterly", { ...monthly, interval: 3 })], UTC, NOV_20);
    expect(keysOf(groups)).toEqual([
      ["month_1_len0_trial0day_next2026-12-20", ["coffee", "beans"]],
      ["month_3_len0_trial0day_next2027-02-20", ["quarterly"]],
    ]);
  });

  it("keeps a trial's subscription apart, renewing when the trial ends", () => {
    const groups = groupRecurringLines([line("plain", monthly), line("trial", { ...monthly, trialLength: 14 })], UTC, NOV_20);
    expect(keysOf(groups)).toEqual([
      ["month_1_len0_trial0day_next2026-12-20", ["plain"]],
      ["month_1_len0_trial14day_next2026-12-04", ["trial"]],
    ]);
    expect(groups[1]?.dates.trialEnd?.toISOString()).toBe("2026-12-04T12:00:00.000Z");
  });

  it("groups synchronised subscriptions by renewal day, with their first renewal at 03:00 that day", () => {
    const groups = groupRecurringLines([line("tea", { ...monthly, syncDay: 1 }), line("herbs", { ...monthly, syncDay: 1 }), line("mid", { ...monthly, syncDay: 15 })], UTC, NOV_20);
    expect(keysOf(groups)).toEqual([
      ["month_1_len0_trial0day_sync2026-12-01", ["tea", "herbs"]],
      ["month_1_len0_trial0day_sync2026-12-15", ["mid"]],
    ]);
    expect(groups[0]?.renewalDay).toEqual({ period: "month", day: 1 });
    expect(groups[0]?.dates.nextPayment?.toISOString()).toBe("2026-12-01T03:00:00.000Z");
  });

  it("dates the first renewal on the shop's calendar: 03:00 on Dec 1 in Los Angeles", () => {
    const [group] = groupRecurringLines([line("tea", { ...monthly, syncDay: 1 })], { ...UTC, timeZone: "America/Los_Angeles" }, NOV_20);
    expect(group?.dates.nextPayment?.toISOString()).toBe("2026-12-01T11:00:00.000Z");
    expect(group?.key).toBe("month_1_len0_trial0day_sync2026-12-01");
  });

  it("marks a subscription whose sign-up payment is its only one", () => {
    const [group] = groupRecurringLines([line("once", { ...monthly, length: 1 })], UTC, NOV_20);
    expect(group?.key).toBe("month_1_len1_trial0day_once");
    expect(group?.dates.nextPayment).toBeNull();
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RecurringCart } from "../../../server/subscriptions/subscriptions.ts";
import { RecurringTotals } from "./recurring-totals.tsx";

const tea: RecurringCart = {
  key: "month_1_len0_trial0day_sync2026-12-01",
  plan: { period: "month", interval: 1, length: 0, trialLength: 0, trialPeriod: "day" },
  renewalDay: { period: "month", day: 1 },
  lines: [],
  shippingLines: [{ methodId: "flat_rate:1", label: "Flat rate", cost: 500, tax: 50, taxes: {} }],
  taxLines: [],
  totals: { subtotal: 1900, discount: 0, shipping: 500, tax: 240, total: 2640 },
  // 03:00 on Dec 1 in Los Angeles, 11:00 in UTC.
  dates: { start: "2026-11-20T12:00:00.000Z", trialEnd: null, nextPayment: "2026-12-01T11:00:00.000Z", end: null },
};
const render = (recurring: RecurringCart[], tax: { inclusive: boolean } | null, timeZone = "America/Los_Angeles") =>
  renderToStaticMarkup(
    <table>
      <tbody>
        <RecurringTotals recurring={recurring} tax={tax} currency="USD" locale="en-US" timeZone={timeZone} />
      </tbody>
    </table>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, "|").split("|").map((s) => s.trim()).filter((s) => s !== "");

describe("RecurringTotals", () => {
  it("shows nothing for a cart without subscriptions", () => {
    expect(render([], null)).toBe("<table><tbody></tbody></table>");
  });

  it("shows each recurring cart's subtotal, shipping, tax and total per period, and its first renewal", () => {
    expect(text(render([tea], { inclusive: false }))).toEqual([
      "Recurring totals",
      "Subtotal",
      "$19.00 / month",
      "Shipping",
      "Flat rate: $5.00 / month",
      "Tax",
      "$2.40 / month",
      "Recurring total",
      "$26.40 / month",
      "First renewal: December 1, 2026",
    ]);
  });

  it("dates the first renewal in the shop's time zone", () => {
    const lateInTheDay = { ...tea, dates: { ...tea.dates, nextPayment: "2026-12-02T03:00:00.000Z" } };
    expect(render([lateInTheDay], null, "America/Los_Angeles")).toContain("First renewal: December 1, 2026");
    expect(render([lateInTheDay], null, "UTC")).toContain("First renewal: December 2, 2026");
  });

  it("says the tax is included when prices include it, and words a longer schedule", () => {
    const quarterly = { ...tea, plan: { ...tea.plan, interval: 3, length: 12 } };
    const rows = text(render([quarterly], { inclusive: true }));
    expect(rows).not.toContain("Tax");
    expect(rows).toContain("$26.40 every 3 months for 12 months");
    expect(rows).toContain("(includes $2.40 Tax)");
  });
});

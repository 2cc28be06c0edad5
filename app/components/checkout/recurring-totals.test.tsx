import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CheckoutDisplay, QuotedRecurringCart } from "../../../server/checkout/checkout.ts";
import { RecurringTotals } from "./recurring-totals.tsx";

// Shown as entered (without tax): $19.00 of items, $5.00 shipping, $2.40 tax (10%).
const asEntered: CheckoutDisplay = {
  prices: "excl",
  label: null,
  lineSubtotals: {},
  subtotal: 1900,
  couponDiscounts: {},
  shippingCosts: { "flat_rate:1": { cost: 500, labelled: false } },
  estimatedFor: null,
};
const tea: QuotedRecurringCart = {
  key: "month_1_len0_trial0day_sync2026-12-01",
  plan: { period: "month", interval: 1, length: 0, trialLength: 0, trialPeriod: "day" },
  renewalDay: { period: "month", day: 1 },
  lines: [],
  shippingLines: [{ methodId: "flat_rate:1", label: "Flat rate", cost: 500, tax: 50, taxes: {} }],
  taxLines: [],
  totals: { subtotal: 1900, discount: 0, shipping: 500, tax: 240, total: 2640 },
  display: asEntered,
  // 03:00 on Dec 1 in Los Angeles, 11:00 in UTC.
  dates: { start: "2026-11-20T12:00:00.000Z", trialEnd: null, nextPayment: "2026-12-01T11:00:00.000Z", end: null },
};
const render = (recurring: QuotedRecurringCart[], taxed: boolean, timeZone = "America/Los_Angeles") =>
  renderToStaticMarkup(
    <table>
      <tbody>
        <RecurringTotals recurring={recurring} taxed={taxed} currency="USD" locale="en-US" timeZone={timeZone} />
      </tbody>
    </table>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, "|").split("|").map((s) => s.trim()).filter((s) => s !== "");

describe("RecurringTotals", () => {
  it("shows nothing for a cart without subscriptions", () => {
    expect(render([], false)).toBe("<table><tbody></tbody></table>");
  });

  it("shows each recurring cart's subtotal, shipping, tax and total per period, and its first renewal", () => {
    expect(text(render([tea], true))).toEqual([
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

  it("shows no tax row when the shop calculates no tax", () => {
    expect(text(render([tea], false))).not.toContain("Tax");
  });

  it("dates the first renewal in the shop's time zone", () => {
    const lateInTheDay = { ...tea, dates: { ...tea.dates, nextPayment: "2026-12-02T03:00:00.000Z" } };
    expect(render([lateInTheDay], false, "America/Los_Angeles")).toContain("First renewal: December 1, 2026");
    expect(render([lateInTheDay], false, "UTC")).toContain("First renewal: December 2, 2026");
  });

  it("shown with tax, adds it to the subtotal and shipping with '(incl. tax)', drops the tax row and notes it under the unchanged total", () => {
    const withTax: CheckoutDisplay = { ...asEntered, prices: "incl", label: "incl", subtotal: 2090, shippingCosts: { "flat_rate:1": { cost: 550, labelled: true } } };
    expect(text(render([{ ...tea, display: withTax }], true))).toEqual([
      "Recurring totals",
      "Subtotal",
      "$20.90 / month",
      "(incl. tax)",
      "Shipping",
      "Flat rate: $5.50 / month",
      "(incl. tax)",
      "Recurring total",
      "$26.40 / month",
      "(includes $2.40 Tax)",
      "First renewal: December 1, 2026",
    ]);
  });

  it("notes the tax as estimated for the shop's country before the address is known, and words a longer schedule", () => {
    const quarterly = { ...tea, plan: { ...tea.plan, interval: 3, length: 12 }, display: { ...asEntered, prices: "incl" as const, estimatedFor: "US" } };
    const rows = text(render([quarterly], true));
    expect(rows).not.toContain("Tax");
    expect(rows).toContain("$26.40 every 3 months for 12 months");
    expect(rows).toContain("(includes $2.40 Tax estimated for United States (US))");
  });
});

import { describe, expect, it } from "vitest";
import { paidAtSignUp } from "./switch-paid-for-period.ts";
import { prorateSwitch } from "./prorate-switch.ts";

// What a switch in the sign-up's period prorates from (docs/decisions/033), and what that makes
// the Tea Club's switches cost: a synchronised sign-up that charged only its fee paid nothing for
// the days up to the renewal day, so a switch then pays the new plan's days from nothing.

describe("paidAtSignUp", () => {
  it("counts the parent line less its sign-up fee: the full recurring price paid at sign-up", () => {
    expect(paidAtSignUp({ subtotal: 2200, quantity: 1 }, 300, 1900)).toBe(1900);
  });

  it("counts nothing when the sign-up charged only the fee (a synchronised product before its renewal day)", () => {
    expect(paidAtSignUp({ subtotal: 300, quantity: 1 }, 300, 1900)).toBe(0);
  });

  it("counts a prorated first period as what was charged for it, fees taken off per unit", () => {
    expect(paidAtSignUp({ subtotal: 2 * (300 + 380), quantity: 2 }, 300, 3800)).toBe(760);
  });

  it("never counts below nothing (the fee was raised since) nor above the recurring total (it was lowered)", () => {
    expect(paidAtSignUp({ subtotal: 300, quantity: 1 }, 500, 1900)).toBe(0);
    expect(paidAtSignUp({ subtotal: 2200, quantity: 1 }, 0, 1900)).toBe(1900);
  });
});

describe("a Tea Club switch in a synchronised sign-up's first days", () => {
  // Signed up Nov 25 at 12:00 UTC, only the fee charged; the first payment is Dec 1 at 03:00.
  const signUp = { paidForCurrentPeriod: 0, lastPayment: new Date("2026-11-25T12:00:00Z"), nextPayment: new Date("2026-12-01T03:00:00Z"), extendTermOnDowngrade: true, timeZone: "UTC" };

  it("charges the quarterly plan's price for the days left before the first payment, which stays", () => {
    // Switched at once: 6 days (ceil of 5.6) × $52.00 / 92 days (Nov 25 – Feb 25) = $3.39.
    const proration = prorateSwitch({ ...signUp, newPrice: 5200, newSchedule: { period: "month", interval: 3 }, now: new Date("2026-11-25T12:05:00Z") });
    expect(proration).toEqual({ kind: "upgrade", chargeNow: 339, nextPayment: signUp.nextPayment });
  });

  it("charges nothing for a switch to a plan without a price", () => {
    const proration = prorateSwitch({ ...signUp, newPrice: 0, newSchedule: { period: "month", interval: 1 }, now: new Date("2026-11-25T12:05:00Z") });
    expect(proration).toEqual({ kind: "crossgrade", chargeNow: 0, nextPayment: signUp.nextPayment });
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { OrderLine } from "../../../server/orders/orders.ts";
import type { Subscription } from "../../../server/subscriptions/subscriptions.ts";
import { SubscriptionSwitchLink } from "./subscription-switch-link.tsx";
import { parseLineIndex, switchErrorOf, switchSubscriptionPath } from "./subscription-switch-paths.ts";

// Where "Upgrade or Downgrade" is offered (docs/decisions/033), and the switch page's addresses.

const variationLine: OrderLine = { productId: 7, variationId: 71, name: "Tea Club", sku: null, attributes: [{ name: "Plan", label: "Monthly" }], quantity: 1, subtotal: 1900, total: 1900, subtotalTax: 0, tax: 0, taxes: {}, taxClass: "" };
const simpleLine: OrderLine = { ...variationLine, productId: 8, variationId: null, name: "Coffee Box" };
const active = {
  id: 12,
  status: "active",
  dates: { start: "2026-11-01T12:00:00.000Z", trialEnd: null, nextPayment: "2026-12-01T12:00:00.000Z", lastPayment: "2026-11-01T12:00:00.000Z", end: null, cancelled: null },
} as Subscription;
const link = (subscription: Subscription, line: OrderLine, index = 0) => renderToStaticMarkup(createElement(SubscriptionSwitchLink, { subscription, line, lineIndex: index }));

describe("SubscriptionSwitchLink", () => {
  it("offers a variation's line of an active subscription the switch page of that line, named after the product", () => {
    expect(link(active, variationLine, 1)).toBe('<a class="wcs-switch-link button" href="/my-account/switch-subscription/12?item=1" aria-label="Upgrade or Downgrade Tea Club">Upgrade or Downgrade</a>');
  });

  it("offers nothing for a simple product's line, a subscription not active, or one with no payment ahead", () => {
    expect(link(active, simpleLine)).toBe("");
    expect(link({ ...active, status: "on-hold" }, variationLine)).toBe("");
    expect(link({ ...active, status: "pending-cancel" }, variationLine)).toBe("");
    expect(link({ ...active, dates: { ...active.dates, nextPayment: null } }, variationLine)).toBe("");
  });
});

describe("the switch page's addresses", () => {
  it("carries the line, the chosen variation and an error code, and reads back only known codes", () => {
    const path = switchSubscriptionPath(12, 0, 73, "switch_same_variation");
    expect(path).toBe("/my-account/switch-subscription/12?item=0&variation=73&error=switch_same_variation");
    expect(switchErrorOf(new URL(`http://shop.test${path}`))).toBe("switch_same_variation");
    expect(switchErrorOf(new URL("http://shop.test/my-account/switch-subscription/12?error=<b>"))).toBeNull();
  });

  it("reads a line index of up to three digits only", () => {
    expect(parseLineIndex("0")).toBe(0);
    expect(parseLineIndex("12")).toBe(12);
    for (const bad of [null, "", "-1", "1.5", "1e3", "1000", " 1"]) expect(parseLineIndex(bad)).toBeNull();
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ToastKind } from "./cart-constants.ts";
import { createToasts } from "./toasts.ts";

// Real toasts in a DOM, on fake timers: each kind stays exactly as long as spec §9 says.
const SPEC_DURATION_MS: [ToastKind, number][] = [
  ["success", 10_000],
  ["info", 10_000],
  ["warning", 20_000],
  ["error", 120_000],
];

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it.each(SPEC_DURATION_MS)("a %s toast stays for %i ms, then goes", (kind, durationMs) => {
    const region = document.createElement("div");
    document.body.append(region);
    createToasts(region)(kind, "Cart updated.");
    const toast = region.querySelector(`.toast--${kind}`);
    expect(toast?.textContent).toContain("Cart updated.");
    vi.advanceTimersByTime(durationMs - 1);
    expect(toast?.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toast?.isConnected).toBe(false);
  });

  it("shows text as text, never as markup, and goes when dismissed", () => {
    const region = document.createElement("div");
    createToasts(region)("info", "<img src=x onerror=alert(1)>");
    expect(region.querySelector("img")).toBeNull();
    region.querySelector("button")?.click();
    expect(region.children).toHaveLength(0);
  });
});

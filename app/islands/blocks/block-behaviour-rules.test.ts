import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shouldAutoplay } from "./carousel-timing.ts";
import { countUpValue } from "./count-up-value.ts";
import { isTopHash } from "./scroll-to-timing.ts";
import { tabForKey } from "./tab-keys.ts";
import { createTooltipMachine, type TooltipState } from "./tooltip-machine.ts";

// The blocks script's rules that need no page (decision 046); their timings in a browser are
// e2e/content-block-behaviours.spec.ts's.

describe("countUpValue", () => {
  it("starts at zero, eases out, and is exactly the final number from 4 s on", () => {
    expect(countUpValue(98, 0)).toBe(0);
    expect(countUpValue(98, 2000)).toBe(85);
    expect(countUpValue(98, 3999)).toBeLessThan(98);
    expect(countUpValue(98, 4000)).toBe(98);
    expect(countUpValue(12_500, 9000)).toBe(12_500);
  });
});

describe("tabForKey", () => {
  it("steps with the arrows, wrapping round, jumps with Home and End, and mirrors the arrows right to left", () => {
    expect(tabForKey("ArrowRight", 2, 3, false)).toBe(0);
    expect(tabForKey("ArrowLeft", 0, 3, false)).toBe(2);
    expect(tabForKey("Home", 2, 3, false)).toBe(0);
    expect(tabForKey("End", 0, 3, false)).toBe(2);
    expect(tabForKey("ArrowLeft", 0, 3, true)).toBe(1);
    expect(tabForKey("Enter", 0, 3, false)).toBeNull();
  });
});

describe("shouldAutoplay", () => {
  const free = { stoppedByVisitor: false, hovered: false, focused: false, reducedMotion: false };
  it("plays only when neither the visitor, a pointer, focus nor reduced motion holds it", () => {
    expect(shouldAutoplay(free)).toBe(true);
    expect(shouldAutoplay({ ...free, hovered: true })).toBe(false);
    expect(shouldAutoplay({ ...free, focused: true })).toBe(false);
    expect(shouldAutoplay({ ...free, stoppedByVisitor: true })).toBe(false);
    expect(shouldAutoplay({ ...free, reducedMotion: true })).toBe(false);
  });
});

describe("isTopHash", () => {
  it("reads # and #top as the top of the page, any other hash as a section", () => {
    expect([isTopHash("#"), isTopHash("#top"), isTopHash("#faq")]).toEqual([true, true, false]);
  });
});

describe("the tooltip's states", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function machine() {
    const states: TooltipState[] = [];
    return { tooltip: createTooltipMachine((state) => states.push(state)), states };
  }

  it("appears 200 ms after the pointer comes, is shown 350 ms later, and goes 350 + 350 ms after it leaves", () => {
    const { tooltip, states } = machine();
    tooltip.enter();
    vi.advanceTimersByTime(199);
    expect(tooltip.state()).toBe("hidden");
    vi.advanceTimersByTime(1);
    expect(tooltip.state()).toBe("appearing");
    vi.advanceTimersByTime(350);
    expect(tooltip.state()).toBe("shown");
    tooltip.leave();
    vi.advanceTimersByTime(349);
    expect(tooltip.state()).toBe("shown");
    vi.advanceTimersByTime(1);
    expect(tooltip.state()).toBe("disappearing");
    vi.advanceTimersByTime(350);
    expect(states).toEqual(["appearing", "shown", "disappearing", "hidden"]);
  });

  it("stays when the pointer comes back within the tolerance, never shows for a pass shorter than the delay, and hides at once on Escape", () => {
    const { tooltip, states } = machine();
    tooltip.enter();
    vi.advanceTimersByTime(100);
    tooltip.leave();
    vi.advanceTimersByTime(1000);
    expect(states).toEqual([]);
    tooltip.enter();
    vi.advanceTimersByTime(550);
    tooltip.leave();
    vi.advanceTimersByTime(300);
    tooltip.enter();
    vi.advanceTimersByTime(1000);
    expect(tooltip.state()).toBe("shown");
    tooltip.dismiss();
    expect(states).toEqual(["appearing", "shown", "hidden"]);
  });
});

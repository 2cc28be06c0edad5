import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createHoverIntent, HOVER_INTENT } from "./hover-intent.ts";

describe("createHoverIntent (sensitivity 3, interval 20 ms, timeout 70 ms)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const events: string[] = [];
    const intent = createHoverIntent({ over: () => events.push("over"), out: () => events.push("out") }, HOVER_INTENT);
    return { events, intent };
  }

  it("opens one interval after the pointer comes to rest over the item", () => {
    const { events, intent } = setup();
    intent.enter(10, 10);
    vi.advanceTimersByTime(19);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(["over"]);
  });

  it("does not open while the pointer keeps moving 3 px or more per interval, and opens once it slows", () => {
    const { events, intent } = setup();
    intent.enter(0, 0);
    for (let step = 1; step <= 5; step++) {
      intent.move(step * 3, 0);
      vi.advanceTimersByTime(20);
    }
    expect(events).toEqual([]);
    intent.move(17, 0); // 2 px since the last sample
    vi.advanceTimersByTime(20);
    expect(events).toEqual(["over"]);
  });

  it("does not open for a pointer passing through before the first sample", () => {
    const { events, intent } = setup();
    intent.enter(0, 0);
    vi.advanceTimersByTime(10);
    intent.leave();
    vi.advanceTimersByTime(200);
    expect(events).toEqual([]);
  });

  it("closes 70 ms after the pointer leaves, not before", () => {
    const { events, intent } = setup();
    intent.enter(0, 0);
    vi.advanceTimersByTime(20);
    intent.leave();
    vi.advanceTimersByTime(69);
    expect(events).toEqual(["over"]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(["over", "out"]);
  });

  it("stays open when the pointer comes back within the timeout", () => {
    const { events, intent } = setup();
    intent.enter(0, 0);
    vi.advanceTimersByTime(20);
    intent.leave();
    vi.advanceTimersByTime(50);
    intent.enter(1, 1);
    vi.advanceTimersByTime(500);
    expect(events).toEqual(["over"]);
  });

  it("forgets a pending close after a reset", () => {
    const { events, intent } = setup();
    intent.enter(0, 0);
    vi.advanceTimersByTime(20);
    intent.leave();
    intent.reset();
    vi.advanceTimersByTime(500);
    expect(events).toEqual(["over"]);
  });
});

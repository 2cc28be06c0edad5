import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ControlsIdleTimer } from "./controls-idle.ts";

describe("ControlsIdleTimer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function tracker() {
    const changes: boolean[] = [];
    return { changes, timer: new ControlsIdleTimer((idle) => changes.push(idle)) };
  }

  it("goes idle 4 s after the last activity and wakes on the next", () => {
    const { changes, timer } = tracker();
    timer.activity();
    vi.advanceTimersByTime(3999);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
    timer.activity();
    expect(changes).toEqual([true, false]);
  });

  it("goes idle after 1 s once the pointer leaves the window", () => {
    const { changes, timer } = tracker();
    timer.activity();
    timer.pointerLeft();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([true]);
  });

  it("never goes idle while held", () => {
    const { changes, timer } = tracker();
    timer.activity();
    timer.hold("focus", true);
    vi.advanceTimersByTime(10_000);
    timer.pointerLeft();
    vi.advanceTimersByTime(10_000);
    expect(changes).toEqual([]);
    timer.hold("focus", false);
    vi.advanceTimersByTime(4000);
    expect(changes).toEqual([true]);
  });

  it("stops", () => {
    const { changes, timer } = tracker();
    timer.activity();
    timer.stop();
    vi.advanceTimersByTime(10_000);
    expect(changes).toEqual([]);
  });
});

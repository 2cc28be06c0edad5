import { describe, expect, it } from "vitest";
import { INITIAL_HEADER_STATE, nextHeaderState, type HeaderScrollState } from "./header-scroll-state.ts";

const geometry = { top: 40, height: 100 };

/** The states after scrolling to each position in turn. */
function scrollThrough(positions: number[], hideOnScroll: boolean): HeaderScrollState[] {
  const states: HeaderScrollState[] = [];
  let state = INITIAL_HEADER_STATE;
  for (const y of positions) {
    state = nextHeaderState(state, y, geometry, hideOnScroll);
    states.push(state);
  }
  return states;
}

describe("nextHeaderState", () => {
  it("sticks only once the page has scrolled past the header's bottom", () => {
    expect(scrollThrough([20, 140, 141], false).map((s) => s.stuck)).toEqual([false, false, true]);
  });

  it("stays stuck scrolling back up through the header's band and unsticks at its place", () => {
    expect(scrollThrough([300, 100, 41, 40], false).map((s) => s.stuck)).toEqual([true, true, true, false]);
  });

  it("never hides without the hide-on-scroll setting", () => {
    expect(scrollThrough([300, 600, 900], false).some((s) => s.hidden)).toBe(false);
  });

  it("with hide-on-scroll, hides scrolling down past the header and shows scrolling up", () => {
    expect(scrollThrough([300, 600, 500, 450, 700], true).map((s) => s.hidden)).toEqual([true, true, false, false, true]);
  });

  it("with hide-on-scroll, shows the header within its own height and at the top whatever the direction", () => {
    expect(scrollThrough([300, 600, 120, 130, 0], true).map((s) => s.hidden)).toEqual([true, true, false, false, false]);
  });

  it("keeps the hidden state when the position has not changed (a resize, say)", () => {
    const hidden = nextHeaderState({ stuck: true, hidden: true, y: 600 }, 600, geometry, true);
    expect(hidden.hidden).toBe(true);
  });
});

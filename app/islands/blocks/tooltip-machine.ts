// A tooltip's states and timings (spec §4: hidden, appearing, shown, disappearing; spec §9: delay
// 200 ms, speed 350 ms, interactive tolerance 350 ms). Pointer or focus on the term (or on the
// tooltip itself, so it can be hovered: WCAG 1.4.13) shows it after the delay; it takes the speed to
// appear; leaving both keeps it for the tolerance, then it takes the speed to disappear. Escape
// hides it at once. No DOM here: the caller draws each state.

export type TooltipState = "hidden" | "appearing" | "shown" | "disappearing";

export const TOOLTIP_DELAY_MS = 200;
export const TOOLTIP_SPEED_MS = 350;
export const TOOLTIP_TOLERANCE_MS = 350;

export interface TooltipMachine {
  state(): TooltipState;
  /** The pointer or focus came to the term or the tooltip. */
  enter(): void;
  /** The pointer and focus left them both. */
  leave(): void;
  /** Escape: hidden now. */
  dismiss(): void;
}

export function createTooltipMachine(draw: (state: TooltipState) => void): TooltipMachine {
  let state: TooltipState = "hidden";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: TooltipState) => {
    state = next;
    draw(next);
  };
  const after = (ms: number, then: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(then, ms);
  };
  const appear = () => {
    set("appearing");
    after(TOOLTIP_SPEED_MS, () => set("shown"));
  };
  return {
    state: () => state,
    enter() {
      if (state === "hidden") after(TOOLTIP_DELAY_MS, appear);
      else if (state === "shown") clearTimeout(timer);
      else appear();
    },
    leave() {
      if (state === "hidden") {
        clearTimeout(timer);
        return;
      }
      after(TOOLTIP_TOLERANCE_MS, () => {
        set("disappearing");
        after(TOOLTIP_SPEED_MS, () => set("hidden"));
      });
    },
    dismiss() {
      clearTimeout(timer);
      if (state !== "hidden") set("hidden");
    },
  };
}

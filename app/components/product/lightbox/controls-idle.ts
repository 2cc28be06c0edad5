import { LIGHTBOX_IDLE_MS, LIGHTBOX_IDLE_OUTSIDE_MS } from "../product-constants.ts";

// The lightbox's controls fade out when nobody uses them (4 s, or 1 s once the pointer has left
// the window) and come back on any movement or key press. While held (focus in the controls, share
// panel open) they never fade, so keyboard users never tab onto an invisible button.

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (handle: ReturnType<typeof setTimeout>) => void;
}

export class ControlsIdleTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private holds = new Set<string>();
  private idle = false;
  private readonly onIdleChange: (idle: boolean) => void;
  private readonly timers: Timers;

  constructor(onIdleChange: (idle: boolean) => void, timers: Timers = { setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h) }) {
    this.onIdleChange = onIdleChange;
    this.timers = timers;
  }

  /** Pointer moved or a key was pressed inside the window. */
  activity(): void {
    this.setIdle(false);
    this.schedule(LIGHTBOX_IDLE_MS);
  }

  /** The pointer left the window. */
  pointerLeft(): void {
    this.schedule(LIGHTBOX_IDLE_OUTSIDE_MS);
  }

  /** Keeps the controls shown while `reason` holds (e.g. "focus", "share"). */
  hold(reason: string, held: boolean): void {
    if (held) {
      this.holds.add(reason);
      this.setIdle(false);
      this.cancel();
    } else if (this.holds.delete(reason)) {
      this.schedule(LIGHTBOX_IDLE_MS);
    }
  }

  stop(): void {
    this.cancel();
    this.holds.clear();
  }

  private schedule(ms: number): void {
    this.cancel();
    if (this.holds.size > 0) return;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.setIdle(true);
    }, ms);
  }

  private cancel(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private setIdle(idle: boolean): void {
    if (idle === this.idle) return;
    this.idle = idle;
    this.onIdleChange(idle);
  }
}

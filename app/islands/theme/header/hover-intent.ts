// Hover intent (the jQuery hoverIntent algorithm, spec §9: sensitivity 3, interval 20, timeout 70):
// a menu opens only when the pointer slows down over it (moved less than `sensitivity` px between
// two samples `interval` ms apart), so a pointer passing through does not flash menus open; it
// closes `timeout` ms after the pointer leaves, and coming back within that time keeps it open.

export const HOVER_INTENT = { sensitivity: 3, intervalMs: 20, timeoutMs: 70 } as const;

export interface HoverIntentHandlers {
  over(): void;
  out(): void;
}

export interface HoverIntent {
  enter(x: number, y: number): void;
  move(x: number, y: number): void;
  leave(): void;
  /** Forgets any pending open or close (the menu was opened or closed another way). */
  reset(): void;
}

export function createHoverIntent(handlers: HoverIntentHandlers, options: { sensitivity: number; intervalMs: number; timeoutMs: number } = HOVER_INTENT): HoverIntent {
  let open = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current = { x: 0, y: 0 };
  let previous = { x: 0, y: 0 };
  const clear = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const compare = () => {
    if (Math.abs(previous.x - current.x) + Math.abs(previous.y - current.y) < options.sensitivity) {
      timer = undefined;
      open = true;
      handlers.over();
      return;
    }
    previous = current;
    timer = setTimeout(compare, options.intervalMs);
  };
  return {
    enter(x, y) {
      clear();
      current = previous = { x, y };
      if (!open) timer = setTimeout(compare, options.intervalMs);
    },
    move(x, y) {
      current = { x, y };
    },
    leave() {
      clear();
      if (!open) return;
      timer = setTimeout(() => {
        timer = undefined;
        open = false;
        handlers.out();
      }, options.timeoutMs);
    },
    reset() {
      clear();
      open = false;
    },
  };
}

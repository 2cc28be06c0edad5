// The carousel's rules that need no DOM (spec §9: "Carousel default autoplay 3000 ms"), kept apart
// so unit tests can check them.

export const CAROUSEL_AUTOPLAY_MS = 3000;

/** Why autoplay may be held: the visitor's choice, a pointer over the carousel, focus inside it. */
export interface AutoplayHolds {
  stoppedByVisitor: boolean;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
}

/** Autoplay runs only when nothing holds it; hover and focus pause it until they leave. */
export function shouldAutoplay(holds: AutoplayHolds): boolean {
  return !holds.stoppedByVisitor && !holds.hovered && !holds.focused && !holds.reducedMotion;
}

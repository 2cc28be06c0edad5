// Embla does not take a duration in milliseconds: its `duration` feeds a spring integrator that runs
// at 60 steps a second with a fixed friction. These mirror Embla 8's ScrollBody so the slide time
// the spec asks for (GALLERY_SLIDE_MS) can be turned into Embla's number instead of guessed.

const EMBLA_FRICTION = 0.68;
const EMBLA_STEP_MS = 1000 / 60;
const MAX_SIMULATED_STEPS = 1000;
const DURATION_CANDIDATES = Array.from({ length: 60 }, (_, index) => index + 1);

/** How long Embla takes to come and stay within `settledFraction` of its target for a `duration`. */
export function emblaSettleMs(duration: number, settledFraction: number): number {
  const distance = 1;
  let location = 0;
  let velocity = 0;
  let lastStepOutside = 0;
  for (let step = 1; step <= MAX_SIMULATED_STEPS; step++) {
    velocity += (distance - location) / duration;
    velocity *= EMBLA_FRICTION;
    location += velocity;
    if (Math.abs(distance - location) >= settledFraction) lastStepOutside = step;
  }
  return (lastStepOutside + 1) * EMBLA_STEP_MS;
}

/** The Embla `duration` whose slide takes closest to `ms`. */
export function emblaDurationFor(ms: number, settledFraction: number): number {
  let best = { duration: 1, gap: Number.POSITIVE_INFINITY };
  for (const duration of DURATION_CANDIDATES) {
    const gap = Math.abs(emblaSettleMs(duration, settledFraction) - ms);
    if (gap < best.gap) best = { duration, gap };
  }
  return best.duration;
}

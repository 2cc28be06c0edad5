// Count-up numbers (spec §9: "Count-up duration 4 s"): the value shown `elapsed` ms into the count,
// easing out so the last digits settle slowly, and exactly the final value from 4 s on.

export const COUNT_UP_DURATION_MS = 4000;

export function countUpValue(final: number, elapsedMs: number, durationMs = COUNT_UP_DURATION_MS): number {
  if (elapsedMs >= durationMs) return final;
  const progress = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.floor(final * eased);
}

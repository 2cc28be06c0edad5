// Which tab a key moves to in the ARIA tabs pattern (horizontal list): arrows step and wrap round,
// Home and End go to the ends; in a right-to-left page the arrows follow the reading direction.
// Null for any other key.

export function tabForKey(key: string, current: number, count: number, rightToLeft: boolean): number | null {
  const forward = rightToLeft ? "ArrowLeft" : "ArrowRight";
  const backward = rightToLeft ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

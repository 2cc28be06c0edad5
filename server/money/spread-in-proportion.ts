/**
 * Splits `amount` (minor units) over `parts` in proportion to them, the rounding left to the last
 * part, so the pieces always sum to `amount` exactly; all zero when the parts are.
 */
export function spreadInProportion(amount: number, parts: readonly number[]): number[] {
  const whole = parts.reduce((sum, part) => sum + part, 0);
  if (whole === 0) return parts.map(() => 0);
  let given = 0;
  return parts.map((part, i) => {
    const share = i === parts.length - 1 ? amount - given : Math.round((amount * part) / whole);
    given += share;
    return share;
  });
}

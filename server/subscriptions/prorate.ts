// Proration in integer minor units. WooCommerce prorates with floats and rounds the result to the
// price's decimals (PHP round: half away from zero); here every step is exact integer arithmetic
// (BigInt in between, so price × days × days cannot lose a digit), and a part of a price never
// comes out a cent off because 25 / (25 / 31) is 31.000000000000004.

function exact(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
  return BigInt(value);
}

function positive(value: number, what: string): bigint {
  const big = exact(value, what);
  if (big <= 0n) throw new RangeError(`${what} must be positive, got ${value}`);
  return big;
}

/** The product of the factors divided by the divisors, rounded to the nearest integer, halves away from zero (PHP's round). */
export function mulDivRounded(factors: readonly number[], divisors: readonly number[]): number {
  const numerator = factors.reduce((product, factor, i) => product * exact(factor, `factor ${i + 1}`), 1n);
  const denominator = divisors.reduce((product, divisor, i) => product * positive(divisor, `divisor ${i + 1}`), 1n);
  const magnitude = ((numerator < 0n ? -numerator : numerator) * 2n + denominator) / (2n * denominator);
  return Number(numerator < 0n ? -magnitude : magnitude);
}

/** The product of the factors divided by the divisors, rounded up: "how many days does this amount pay for". */
export function mulDivCeiling(factors: readonly number[], divisors: readonly number[]): number {
  const numerator = factors.reduce((product, factor, i) => product * exact(factor, `factor ${i + 1}`), 1n);
  const denominator = divisors.reduce((product, divisor, i) => product * positive(divisor, `divisor ${i + 1}`), 1n);
  const quotient = numerator / denominator; // BigInt division truncates toward zero
  return Number(numerator > quotient * denominator ? quotient + 1n : quotient);
}

/** The share of `amount` that `days` of a `daysInPeriod`-day period are worth, rounded to a minor unit. */
export function prorate(amount: number, days: number, daysInPeriod: number): number {
  return mulDivRounded([amount, days], [daysInPeriod]);
}

// Exact fractions for the flat-rate cost formula: "10.00 / 3 * [qty]" must give the same cents on
// every machine, and money is never a float. Numerator and denominator are BigInts kept in lowest
// terms with a positive denominator.

export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(n: bigint, d = 1n): Rational {
  if (d === 0n) throw new RangeError("A fraction's denominator cannot be 0");
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const ZERO = rational(0n);

export function add(a: Rational, b: Rational): Rational {
  return rational(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function subtract(a: Rational, b: Rational): Rational {
  return rational(a.n * b.d - b.n * a.d, a.d * b.d);
}

export function multiply(a: Rational, b: Rational): Rational {
  return rational(a.n * b.n, a.d * b.d);
}

/** null when dividing by zero. */
export function divide(a: Rational, b: Rational): Rational | null {
  return b.n === 0n ? null : rational(a.n * b.d, a.d * b.n);
}

export function compare(a: Rational, b: Rational): number {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left === right ? 0 : left < right ? -1 : 1;
}

/** "12.345" → 12345/1000; null when the text is not a plain decimal number. */
export function parseDecimal(text: string): Rational | null {
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text);
  if (!match || text === "" || text === "." || text === ",") return null;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  if (whole === "" && fraction === "") return null;
  return rational(BigInt(whole + fraction || "0"), 10n ** BigInt(fraction.length));
}

/** An amount in minor units as a fraction of major units (250 cents → 5/2). */
export function fromMinor(minor: number, currencyDigits: number): Rational {
  return rational(BigInt(minor), 10n ** BigInt(currencyDigits));
}

/** Major units → minor units, rounded half away from zero as PHP's round() does in WooCommerce. */
export function toMinor(value: Rational, currencyDigits: number): number {
  const scaled = value.n * 10n ** BigInt(currencyDigits);
  const magnitude = scaled < 0n ? -scaled : scaled;
  const rounded = (2n * magnitude + value.d) / (2n * value.d);
  return Number(scaled < 0n ? -rounded : rounded);
}

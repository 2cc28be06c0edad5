import { minorUnitDigits } from "./format-money.ts";

// An amount a merchant typed ("12.50", "12", "0.5") as integer minor units of `currency`. Plain
// digits with at most the currency's decimals: no sign, exponent, grouping or currency symbol, so
// a typo is refused rather than read as another amount.

const AMOUNT = /^(\d+)(?:\.(\d+))?$/;

/** The amount in minor units, or null when the text is not a plain decimal the currency can hold. */
export function parseMoney(text: string, currency: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (match === null) return null;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  const digits = minorUnitDigits(currency);
  if (fraction.length > digits) return null;
  const minor = Number(whole + fraction.padEnd(digits, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The inverse of parseMoney: minor units as the plain decimal a merchant would type (1250 USD → "12.50"). */
export function plainAmount(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  const sign = minor < 0 ? "-" : "";
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

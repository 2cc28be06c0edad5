import type { CardBrand, CardFieldErrorCode } from "../payments.ts";

// Checks of the card fields a shopper types, as a processor's tokenisation step makes them: the
// number by its Luhn check digit, the expiry as "MM / YY" in the future, the security code by its
// length for the brand. Pure: the number lives only in the request that carries it here.

export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** American Express prints 4 digits on the front; every other brand 3 on the back. */
export const AMEX_CVC_DIGITS = 4;
export const CVC_DIGITS = 3;
/** A two-digit year is in this century. */
const CENTURY = 2000;

/** The digits of a typed number, spaces and dashes dropped; null when anything else is in it. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return /^\d+$/.test(digits) ? digits : null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand from the number's leading digits (issuer identification number ranges). */
export function cardBrand(digits: string): CardBrand {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith("4")) return "visa";
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "mastercard";
  if (two === 34 || two === 37) return "amex";
  if (digits.startsWith("6011") || digits.startsWith("65") || (Number(digits.slice(0, 3)) >= 644 && Number(digits.slice(0, 3)) <= 649)) return "discover";
  if (four >= 3528 && four <= 3589) return "jcb";
  if (two === 36 || two === 38 || (Number(digits.slice(0, 3)) >= 300 && Number(digits.slice(0, 3)) <= 305)) return "diners";
  if (two === 62) return "unionpay";
  return "unknown";
}

export interface CardExpiry {
  month: number;
  year: number;
}

/** "MM / YY" (spaces optional, a four-digit year accepted); null when it is not a month and year. */
export function parseExpiry(typed: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (match === null) return null;
  const month = Number(match[1]);
  const rawYear = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: rawYear < 100 ? CENTURY + rawYear : rawYear };
}

/** A card is good through the last day of its expiry month. */
export function hasExpired(expiry: CardExpiry, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

export interface CheckedCard {
  digits: string;
  brand: CardBrand;
  expiry: CardExpiry;
}

export type CardFieldError = { field: "number" | "expiry" | "cvc"; code: CardFieldErrorCode };

/** Every field's error at once, so the form can mark each field that needs fixing. */
export function checkCardFields(fields: { number: string; expiry: string; cvc: string }, now: Date): { ok: true; card: CheckedCard } | { ok: false; errors: CardFieldError[] } {
  const errors: CardFieldError[] = [];
  const digits = cardDigits(fields.number);
  const numberOk = digits !== null && digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS && passesLuhn(digits);
  if (!numberOk) errors.push({ field: "number", code: "card_number_invalid" });
  const expiry = parseExpiry(fields.expiry);
  if (expiry === null) errors.push({ field: "expiry", code: "card_expiry_invalid" });
  else if (hasExpired(expiry, now)) errors.push({ field: "expiry", code: "card_expiry_past" });
  const brand = numberOk ? cardBrand(digits) : "unknown";
  const cvcLength = brand === "amex" ? AMEX_CVC_DIGITS : CVC_DIGITS;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(fields.cvc.trim())) errors.push({ field: "cvc", code: "card_cvc_invalid" });
  if (errors.length > 0 || !numberOk || expiry === null) return { ok: false, errors };
  return { ok: true, card: { digits, brand, expiry } };
}

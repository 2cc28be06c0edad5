import { type RememberingFormat, rememberingFormat } from "../remembering-format.ts";

// Money is stored as integer minor units; only here does it become text. Intl knows how many
// fraction digits a currency has (USD 2, JPY 0, KWD 3), so no table of our own can drift from it.

export interface MoneyFormat {
  currency: string;
  locale: string;
}

interface CurrencyFormat {
  /** Formats an amount in minor units, remembering each (remembering-format.ts). */
  formatter: RememberingFormat<number>;
  digits: number;
}

const formats = new Map<string, CurrencyFormat>();

// Building an Intl.NumberFormat costs far more than using one, and reading its resolved options
// builds a new object each time; a listing formats dozens of prices. So both are kept.
function formatFor(currency: string, locale: string): CurrencyFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    const intl = new Intl.NumberFormat(locale, { style: "currency", currency });
    const digits = intl.resolvedOptions().maximumFractionDigits ?? 2;
    format = { formatter: rememberingFormat((minor: number) => intl.format(minor / 10 ** digits)), digits };
    formats.set(key, format);
  }
  return format;
}

/** Number of minor-unit digits of a currency as Intl formats it (2 for USD, 0 for JPY). */
export function currencyDigits(currency: string, locale: string): number {
  return formatFor(currency, locale).digits;
}

/** Digits of a currency's minor unit, which ISO 4217 fixes whatever the locale (2 for USD, 0 for JPY). */
export function minorUnitDigits(currency: string): number {
  return currencyDigits(currency, "en");
}

/** Formats an amount in minor units, e.g. formatMoney(1999, "USD", "en-US") → "$19.99". */
export function formatMoney(minor: number, currency: string, locale: string): string {
  if (!Number.isInteger(minor)) throw new Error(`Money must be an integer in minor units, got ${minor}`);
  return formatFor(currency, locale).formatter.format(minor);
}

/** What a price shows, as plain data, so React can render it without trusting HTML. */
export type PriceDisplay =
  | { kind: "none" }
  | { kind: "single"; amount: string }
  | { kind: "sale"; regular: string; current: string }
  | { kind: "range"; min: string; max: string };

export interface PriceFacts {
  priceMin: number | null;
  priceMax: number | null;
  /** The regular price when the item is on sale (a non-variable product), otherwise null. */
  regularPrice: number | null;
  onSale: boolean;
}

export function describePrice(price: PriceFacts, money: MoneyFormat): PriceDisplay {
  const { priceMin, priceMax } = price;
  if (priceMin === null || priceMax === null) return { kind: "none" };
  const format = (minor: number): string => formatMoney(minor, money.currency, money.locale);
  if (priceMin !== priceMax) return { kind: "range", min: format(priceMin), max: format(priceMax) };
  if (price.onSale && price.regularPrice !== null && price.regularPrice > priceMin) {
    return { kind: "sale", regular: format(price.regularPrice), current: format(priceMin) };
  }
  return { kind: "single", amount: format(priceMin) };
}

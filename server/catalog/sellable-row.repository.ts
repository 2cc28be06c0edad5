import type { Selectable } from "kysely";
import type { ProductsTable } from "../db/schema.ts";
import {
  BACKORDER_RULES,
  BILLING_PERIODS,
  STOCK_STATUSES,
  type AttributeOption,
  type BackorderRule,
  type BillingPeriod,
  type Dimensions,
  type PriceInfo,
  type StockInfo,
  type StockStatus,
  type SubscriptionTerms,
} from "./catalog.ts";
import { parseEnum } from "../parse-enum.ts";

// Mapping of the columns products and variations share (price, stock, shipping, subscription).
// Only catalogue repositories import this file; it is where those rows become domain values.

type SellableRow = Pick<
  Selectable<ProductsTable>,
  | "regular_price" | "sale_price" | "sale_from" | "sale_to"
  | "manage_stock" | "stock_quantity" | "stock_status" | "backorders" | "low_stock_amount"
  | "length" | "width" | "height"
  | "subscription_period" | "subscription_interval" | "subscription_length" | "subscription_sign_up_fee"
  | "subscription_trial_length" | "subscription_trial_period" | "subscription_sync_day"
>;

type PriceColumns = Pick<SellableRow, "regular_price" | "sale_price" | "sale_from" | "sale_to">;
type StockColumns = Pick<SellableRow, "manage_stock" | "stock_quantity" | "stock_status" | "backorders" | "low_stock_amount">;
type SubscriptionColumns = Pick<
  SellableRow,
  | "subscription_period" | "subscription_interval" | "subscription_length" | "subscription_sign_up_fee"
  | "subscription_trial_length" | "subscription_trial_period" | "subscription_sync_day"
>;
/** The subscription terms' columns, for readers that need the terms and not the rest of a row. */
export const SUBSCRIPTION_COLUMNS = [
  "subscription_period", "subscription_interval", "subscription_length", "subscription_sign_up_fee",
  "subscription_trial_length", "subscription_trial_period", "subscription_sync_day",
] as const satisfies readonly (keyof SubscriptionColumns)[];
/** The price and stock columns, for readers that need no more of a row. */
export const PRICE_AND_STOCK_COLUMNS = [
  "regular_price", "sale_price", "sale_from", "sale_to",
  "manage_stock", "stock_quantity", "stock_status", "backorders", "low_stock_amount",
] as const satisfies readonly (keyof PriceColumns | keyof StockColumns)[];

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return parseEnum(values, value ?? "", fallback);
}

export function toStockStatus(value: string): StockStatus {
  return oneOf(STOCK_STATUSES, value, "instock");
}

export function toPriceInfo(row: PriceColumns): PriceInfo {
  return { regular: row.regular_price, sale: row.sale_price, saleFrom: row.sale_from, saleTo: row.sale_to };
}

export function toStockInfo(row: StockColumns): StockInfo {
  return {
    manageStock: row.manage_stock === 1,
    quantity: row.stock_quantity,
    status: toStockStatus(row.stock_status),
    backorders: oneOf<BackorderRule>(BACKORDER_RULES, row.backorders, "no"),
    lowStockAmount: row.low_stock_amount,
  };
}

export function toDimensions(row: SellableRow): Dimensions {
  return { length: row.length, width: row.width, height: row.height };
}

export function toSubscriptionTerms(row: SubscriptionColumns): SubscriptionTerms | null {
  if (row.subscription_period === null) return null;
  return {
    period: oneOf<BillingPeriod>(BILLING_PERIODS, row.subscription_period, "month"),
    interval: row.subscription_interval ?? 1,
    length: row.subscription_length ?? 0,
    signUpFee: row.subscription_sign_up_fee ?? 0,
    trialLength: row.subscription_trial_length ?? 0,
    trialPeriod: oneOf<BillingPeriod>(BILLING_PERIODS, row.subscription_trial_period, "day"),
    syncDay: row.subscription_sync_day,
  };
}

/** product_attributes.options holds a JSON array of {slug, name}; anything else reads as no options. */
export function parseAttributeOptions(json: string): AttributeOption[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((o: unknown) => {
    if (typeof o !== "object" || o === null) return [];
    const { slug, name } = o as Record<string, unknown>;
    return typeof slug === "string" && typeof name === "string" ? [{ slug, name }] : [];
  });
}

import { TAX_STATUSES, type BackorderRule, type StockStatus, type VariationInput } from "../catalog.ts";
import type { MappingContext } from "./map-woocommerce-row.ts";
import { DIMENSION_UNITS, WEIGHT_UNITS, convertMeasure, parseBoolean, parseDate, parseInteger, parseMoney, type Parsed } from "./woocommerce-values.ts";
import { isOneOf, parseEnum } from "../../parse-enum.ts";
import { slugify } from "../slugify.ts";

// The columns a product row and a variation row share: price, sale dates, tax, stock, shipping
// measures and WooCommerce Subscriptions' billing meta.

export interface RowReader {
  cell: (name: string) => string;
  context: MappingContext;
  errors: string[];
}

type SellableInput = Omit<VariationInput, "attributes" | "enabled" | "purchasable" | "description" | "menuOrder" | "image">;

const STOCK_STATUS_OF: Record<string, StockStatus> = { "1": "instock", "0": "outofstock", backorder: "onbackorder", onbackorder: "onbackorder" };
const BACKORDERS_OF: Record<string, BackorderRule> = { "1": "yes", "0": "no", notify: "notify", yes: "yes", no: "no" };
const SUBSCRIPTION_PERIODS = ["day", "week", "month", "year"] as const;

function take<T>(read: RowReader, column: string, parsed: Parsed<T>, fallback: T): T {
  if (parsed.ok) return parsed.value;
  read.errors.push(`${column}: ${parsed.message}`);
  return fallback;
}

/** Header like "Weight (lbs)" → its unit, so exports from shops in any unit convert correctly. */
function measureColumn(headers: string[], label: string, fallbackUnit: string): { column: string; unit: string } {
  for (const header of headers) {
    const match = new RegExp(`^${label} \\((\\w+)\\)$`).exec(header);
    if (match?.[1]) return { column: header, unit: match[1] };
  }
  return { column: label, unit: fallbackUnit };
}

export function readSellableColumns(read: RowReader, typeTokens: string[]): SellableInput {
  const { cell, context } = read;
  const money = (column: string) => take(read, column, parseMoney(cell(column), context.currencyDecimals), null);
  const integer = (column: string) => take(read, column, parseInteger(cell(column)), null);
  const measure = (label: string, shopUnit: string, table: Record<string, number>) => {
    const { column, unit } = measureColumn(context.headers, label, shopUnit);
    return take(read, column, convertMeasure(cell(column), unit, shopUnit, table), null);
  };
  const bool = (column: string) => take(read, column, parseBoolean(cell(column), false), false);

  const stockText = cell("In stock?").toLowerCase() || "1";
  const stockStatus = STOCK_STATUS_OF[stockText];
  if (!stockStatus) read.errors.push(`In stock?: "${stockText}" is unknown`);
  const backordersText = cell("Backorders allowed?").toLowerCase() || "0";
  const backorders = BACKORDERS_OF[backordersText];
  if (!backorders) read.errors.push(`Backorders allowed?: "${backordersText}" is unknown`);
  const taxStatus = cell("Tax status") || "taxable";
  if (!isOneOf(TAX_STATUSES, taxStatus)) read.errors.push(`Tax status: "${taxStatus}" is unknown`);
  const stockQuantity = integer("Stock");
  const lowStock = integer("Low stock amount");

  const subscriptionPrice = money("Meta: _subscription_price");
  const regularPrice = money("Regular price") ?? subscriptionPrice;
  return {
    sku: cell("SKU") || null,
    regularPrice,
    salePrice: money("Sale price"),
    saleFrom: take(read, "Date sale price starts", parseDate(cell("Date sale price starts"), false), null),
    saleTo: take(read, "Date sale price ends", parseDate(cell("Date sale price ends"), true), null),
    taxStatus: taxStatus as "taxable",
    taxClass: cell("Tax class"),
    manageStock: stockQuantity !== null,
    stockQuantity,
    stockStatus: stockStatus ?? "instock",
    backorders: backorders ?? "no",
    lowStockAmount: lowStock !== null && lowStock >= 0 ? lowStock : null,
    soldIndividually: bool("Sold individually?"),
    weight: measure("Weight", context.weightUnit, WEIGHT_UNITS),
    length: measure("Length", context.dimensionUnit, DIMENSION_UNITS),
    width: measure("Width", context.dimensionUnit, DIMENSION_UNITS),
    height: measure("Height", context.dimensionUnit, DIMENSION_UNITS),
    virtual: typeTokens.includes("virtual"),
    // WooCommerce exports the class's name; its slug is what products and shipping rates share.
    shippingClass: slugify(cell("Shipping class")),
    downloadable: typeTokens.includes("downloadable"),
    subscription: readSubscription(read, money, integer),
  };
}

function readSubscription(read: RowReader, money: (c: string) => number | null, integer: (c: string) => number | null): SellableInput["subscription"] {
  const period = read.cell("Meta: _subscription_period");
  if (period === "") return null;
  if (!isOneOf(SUBSCRIPTION_PERIODS, period)) {
    read.errors.push(`Meta: _subscription_period: "${period}" is unknown`);
    return null;
  }
  const trialPeriod = read.cell("Meta: _subscription_trial_period");
  // The sync meta is a day number for weekly/monthly plans; yearly ones store a serialized array we do not read.
  const syncDay = integer("Meta: _subscription_payment_sync_date");
  return {
    period: period as "month",
    interval: integer("Meta: _subscription_period_interval") ?? 1,
    length: integer("Meta: _subscription_length") ?? 0,
    signUpFee: money("Meta: _subscription_sign_up_fee") ?? 0,
    trialLength: integer("Meta: _subscription_trial_length") ?? 0,
    trialPeriod: parseEnum(SUBSCRIPTION_PERIODS, trialPeriod, "day"),
    syncDay: syncDay !== null && syncDay >= 1 && syncDay <= 28 ? syncDay : null,
  };
}

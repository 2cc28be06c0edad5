import type { StockInfo } from "./catalog.ts";

// How many units of an item one purchase, or one cart line, may hold: WooCommerce's
// get_min/max_purchase_quantity with the min/max-quantity rules. One pure function for the product
// form, the variation data, the cart's checks and the cart line's limits, which used to each have
// their own copy and disagreed (a maximum hid the stock cap; a minimum outlived "sold individually").

export interface QuantityRules {
  soldIndividually: boolean;
  /** The item's own minimum and maximum; null when it sets none. */
  minQuantity: number | null;
  maxQuantity: number | null;
  stock: Pick<StockInfo, "manageStock" | "quantity" | "backorders">;
}

export interface QuantityLimits {
  /** Fewest units one purchase takes: the item's minimum, else 1; always 1 when sold individually. */
  min: number;
  /** Most units one line may hold, the rule and the stock together; null when nothing limits it. */
  max: number | null;
  /** The item's own maximum alone (1 when sold individually): refusals name it apart from stock. */
  ruleMax: number | null;
  /** Units on hand when stock is managed without backorders (never below 0); null when stock sets no limit. */
  stockLimit: number | null;
  soldIndividually: boolean;
}

export const SOLD_INDIVIDUALLY_QUANTITY = 1;
const DEFAULT_MIN_QUANTITY = 1;

export function quantityLimits(rules: QuantityRules): QuantityLimits {
  const { manageStock, quantity, backorders } = rules.stock;
  const stockLimit = manageStock && backorders === "no" && quantity !== null ? Math.max(0, quantity) : null;
  const ruleMax = rules.soldIndividually ? SOLD_INDIVIDUALLY_QUANTITY : rules.maxQuantity;
  const caps = [ruleMax, stockLimit].filter((cap): cap is number => cap !== null);
  return {
    min: rules.soldIndividually ? SOLD_INDIVIDUALLY_QUANTITY : (rules.minQuantity ?? DEFAULT_MIN_QUANTITY),
    max: caps.length === 0 ? null : Math.min(...caps),
    ruleMax,
    stockLimit,
    soldIndividually: rules.soldIndividually,
  };
}

/**
 * The maximum a quantity field offers (WooCommerce's max_qty): none when sold individually, since
 * the field is hidden and fixed at 1 (spec §5), and none when nothing is left to cap it with.
 */
export function fieldMaximum(limits: QuantityLimits): number | null {
  return limits.soldIndividually || limits.max === null || limits.max <= 0 ? null : limits.max;
}

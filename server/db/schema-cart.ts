import type { Generated } from "kysely";
import type { Flag } from "./schema.ts";

// Cart and coupon tables (migration 002); see schema.ts.

export interface CartsTable {
  id: Generated<number>;
  /** sha256 (hex) of the guest's cart cookie token; null for a customer's cart. */
  token_hash: string | null;
  customer_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  item_key: string;
  product_id: number;
  variation_id: number | null;
  quantity: number;
  /** JSON object: attribute key → chosen option slug. */
  attributes: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface CartCouponsTable {
  cart_id: number;
  /** Lower-cased coupon code. */
  code: string;
  applied_at: string;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  code_key: string;
  type: string;
  amount: number;
  description: Generated<string>;
  expires_at: string | null;
  minimum_spend: number | null;
  maximum_spend: number | null;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  usage_count: Generated<number>;
  individual_use: Generated<Flag>;
  /** JSON arrays of ids. */
  product_ids: Generated<string>;
  excluded_product_ids: Generated<string>;
  category_ids: Generated<string>;
  excluded_category_ids: Generated<string>;
  free_shipping: Generated<Flag>;
  exclude_sale_items: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface CouponUsagesTable {
  id: Generated<number>;
  coupon_id: number;
  customer_id: number | null;
  email: string | null;
  used_at: string;
  /** The order that used it (migration 009), so a cancelled order gives the use back. */
  order_id: Generated<number | null>;
}

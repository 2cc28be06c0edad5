import type { Generated } from "kysely";
import type { Flag } from "./schema.ts";

// Orders (migrations 009, 015 and 017) and their mail outbox (migration 016); see schema.ts. Only server/orders reads them.

export interface OrdersTable {
  id: Generated<number>;
  order_key: string;
  status: string;
  customer_id: number | null;
  cart_id: number | null;
  email: string;
  /** JSON address objects; shipping is null when the order ships nowhere (virtual items). */
  billing: string;
  shipping: string | null;
  customer_note: Generated<string>;
  currency: string;
  prices_include_tax: Generated<Flag>;
  /** "incl" or "excl": how the checkout showed the order (migration 017). */
  tax_display: Generated<string>;
  subtotal: number;
  discount_total: number;
  shipping_total: number;
  tax_total: number;
  total: number;
  refunded_total: Generated<number>;
  payment_method: string;
  /** The method's title as the shopper saw it when ordering. */
  payment_method_title: Generated<string>;
  transaction_id: string | null;
  attempt_key: string;
  stock_held: Generated<Flag>;
  hold_expires_at: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  completed_at: string | null;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  product_id: number;
  variation_id: number | null;
  name: string;
  sku: string | null;
  /** JSON [{ name, label }]. */
  attributes: string;
  quantity: number;
  subtotal: number;
  total: number;
  /** Tax on the subtotal before coupons (migration 017). */
  subtotal_tax: Generated<number>;
  tax: number;
  /** JSON { rateId: amount }. */
  taxes: string;
  tax_class: string;
  restocked_quantity: Generated<number>;
}

export interface OrderShippingLinesTable {
  id: Generated<number>;
  order_id: number;
  method_id: string;
  label: string;
  cost: number;
  tax: number;
  taxes: string;
}

export interface OrderCouponLinesTable {
  id: Generated<number>;
  order_id: number;
  code: string;
  discount: number;
}

export interface OrderTaxLinesTable {
  id: Generated<number>;
  order_id: number;
  rate_id: string;
  label: string;
  compound: Flag;
  amount: number;
}

export interface OrderNotesTable {
  id: Generated<number>;
  order_id: number;
  code: string;
  /** JSON object of message parameters. */
  params: string;
  for_customer: Generated<Flag>;
  created_at: string;
}

/** Migration 014. status: pending | succeeded | manual | failed (server/orders/orders.ts). */
export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  amount: number;
  status: string;
  restock: Generated<Flag>;
  gateway: string;
  gateway_refund_id: string | null;
  failure_code: string | null;
  created_at: string;
  settled_at: string | null;
}

export interface CheckoutAttemptsTable {
  attempt_key: string;
  order_id: number;
  created_at: string;
}

/** One mail an order's status change calls for (migration 016); sent after the change commits. */
export interface OrderMailOutboxTable {
  order_id: number;
  kind: string;
  /** pending, sent, skipped or failed (given up). */
  status: Generated<string>;
  attempts: Generated<number>;
  due_at: string;
  lease_expires_at: string | null;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
}

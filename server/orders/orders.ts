// Orders: what a shopper bought, for how much, and where it stands (issue 9). Money is integer
// minor units of `currency`; addresses are the checkout's, kept as given.

export const ORDER_STATUSES = ["pending", "processing", "on-hold", "completed", "cancelled", "refunded", "failed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Unpaid orders keep their stock this long, then are cancelled (WooCommerce's "Hold stock"). */
export const DEFAULT_HOLD_STOCK_MINUTES = 60;
/** Orders a customer sees per page of My account → Orders. */
export const ORDERS_PER_PAGE = 10;

/** WooCommerce's address fields, as the checkout took them (phone and email only on billing). */
export interface OrderAddress {
  first_name: string;
  last_name: string;
  company: string;
  country: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  phone: string;
  email: string;
}

export interface OrderLineAttribute {
  name: string;
  label: string;
}

export interface OrderLine {
  productId: number;
  variationId: number | null;
  name: string;
  sku: string | null;
  attributes: OrderLineAttribute[];
  quantity: number;
  /** Before coupons. */
  subtotal: number;
  /** After coupons, before tax. */
  total: number;
  /** The tax on the subtotal (before coupons), for showing the line with or without tax. */
  subtotalTax: number;
  tax: number;
  taxes: Record<string, number>;
  taxClass: string;
}

export interface OrderShippingLine {
  methodId: string;
  label: string;
  cost: number;
  tax: number;
  taxes: Record<string, number>;
}

export interface OrderCouponLine {
  code: string;
  discount: number;
}

export interface OrderTaxLine {
  rateId: string;
  label: string;
  compound: boolean;
  amount: number;
}

export const ORDER_TAX_DISPLAYS = ["incl", "excl"] as const;
export type OrderTaxDisplay = (typeof ORDER_TAX_DISPLAYS)[number];

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

export interface OrderNote {
  code: string;
  params: Record<string, string | number>;
  forCustomer: boolean;
  createdAt: string;
}

export interface Order {
  id: number;
  /** The order number shoppers see (WooCommerce shows the id). */
  number: string;
  key: string;
  status: OrderStatus;
  customerId: number | null;
  email: string;
  billing: OrderAddress;
  shipping: OrderAddress | null;
  customerNote: string;
  currency: string;
  pricesIncludeTax: boolean;
  /** How the checkout showed the order (with or without tax), and so how it is shown again (decision 027). */
  taxDisplay: OrderTaxDisplay;
  totals: OrderTotals;
  refundedTotal: number;
  paymentMethod: string;
  paymentMethodTitle: string;
  transactionId: string | null;
  lines: OrderLine[];
  shippingLines: OrderShippingLine[];
  couponLines: OrderCouponLine[];
  taxLines: OrderTaxLine[];
  createdAt: string;
  paidAt: string | null;
  completedAt: string | null;
}

/** One row of the account's orders table. */
export interface OrderSummary {
  id: number;
  number: string;
  key: string;
  status: OrderStatus;
  total: number;
  currency: string;
  itemCount: number;
  createdAt: string;
}

/**
 * A refund record's state: written as pending before the gateway is asked, then settled as
 * succeeded (the gateway paid it back), manual (an offline method: the merchant pays it back by
 * hand) or failed (the gateway refused; nothing was paid back).
 */
export const REFUND_STATUSES = ["pending", "succeeded", "manual", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** One refund of an order, as the merchant's tools (and later the customer's order view) show it. */
export interface OrderRefund {
  id: number;
  orderId: number;
  /** Minor units of the order's currency. */
  amount: number;
  status: RefundStatus;
  /** The refund puts the order's lines back in stock (only a refund that completes the order's refund may). */
  restock: boolean;
  /** The payment method the refund went through (a gateway id). */
  gateway: string;
  /** The gateway's reference for the money paid back; null for a manual or failed refund. */
  gatewayRefundId: string | null;
  /** The gateway's code for a failed refund. */
  failureCode: string | null;
  createdAt: string;
  settledAt: string | null;
}

export const ORDER_ERROR_CODES = [
  "order_not_found",
  "order_status_not_allowed",
  "refund_exceeds_total",
  "refund_amount_invalid",
  "refund_in_progress",
  "refund_restock_needs_full_refund",
  "refund_failed",
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

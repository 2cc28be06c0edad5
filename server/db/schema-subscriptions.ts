import type { Generated } from "kysely";
import type { Flag } from "./schema.ts";

// Subscriptions (migration 018, docs/decisions/026); see schema.ts. Only server/subscriptions reads them.

export interface SubscriptionsTable {
  id: Generated<number>;
  status: string;
  customer_id: number;
  parent_order_id: number;
  /** The recurring cart's key: unique with the parent order, so a replayed placement finds its subscriptions. */
  cart_key: string;
  billing_period: string;
  billing_interval: number;
  length: number;
  trial_length: number;
  trial_period: string;
  /** JSON RenewalDay, or null when renewals follow the start date. */
  renewal_day: string | null;
  /** JSON address objects, as the parent order took them. */
  billing: string;
  shipping: string | null;
  currency: string;
  prices_include_tax: Generated<Flag>;
  /** JSON: the recurring cart's lines, shipping lines and tax lines, frozen at sign-up. */
  lines: string;
  shipping_lines: string;
  tax_lines: string;
  subtotal: number;
  discount_total: number;
  shipping_total: number;
  tax_total: number;
  total: number;
  payment_method: string;
  payment_method_title: Generated<string>;
  saved_method_id: number | null;
  manual_renewal: Flag;
  start_at: string;
  trial_end_at: string | null;
  next_payment_at: string | null;
  last_payment_at: string | null;
  end_at: string | null;
  cancelled_at: string | null;
  /** The end before the customer cancelled (migration 019): reactivating puts it back. */
  end_before_cancel: Generated<string | null>;
  /** When the customer asked to resubscribe (migration 019): their next checkout of its products links to it. */
  resubscribe_requested_at: Generated<string | null>;
  trial_end_noted: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionOrdersTable {
  subscription_id: number;
  order_id: number;
  /** parent, renewal, resubscribe or switch. */
  relation: string;
  created_at: string;
}

export interface SubscriptionNotesTable {
  id: Generated<number>;
  subscription_id: number;
  code: string;
  /** JSON object of message parameters. */
  params: string;
  for_customer: Generated<Flag>;
  created_at: string;
}

/** One period's renewal: the row's existence is the claim on the period. */
export interface SubscriptionRenewalsTable {
  id: Generated<number>;
  subscription_id: number;
  scheduled_at: string;
  order_id: number | null;
  /** charging, paid, failed or manual. */
  status: string;
  attempts: Generated<number>;
  lease_expires_at: string | null;
  retry_at: string | null;
  failure_code: string | null;
  transaction_id: string | null;
  /** 1 for a period the customer paid ahead ("Renew now", migration 019): charged with its own key, never taken over by the job. */
  early: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** Subscription mails queued with the change that calls for them (migration 020, docs/decisions/031). */
export interface SubscriptionMailOutboxTable {
  subscription_id: number;
  kind: string;
  /** '' for a mail sent once per subscription; the renewal order or the period otherwise. */
  occasion: string;
  order_id: number | null;
  /** JSON object of what the mail says beyond the subscription and order (a retry's date, a failure code). */
  params: Generated<string>;
  /** pending, sent, skipped or failed (given up). */
  status: Generated<string>;
  attempts: Generated<number>;
  due_at: string;
  lease_expires_at: string | null;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
}

/** The subscriptions module's settings: one row per setting, its value JSON text. */
export interface SubscriptionSettingsTable {
  name: string;
  value: string;
}

/** A customer's switch of one line to another variation (docs/decisions/033). */
export interface SubscriptionSwitchesTable {
  id: Generated<number>;
  subscription_id: number;
  attempt_key: string;
  line_index: number;
  from_variation_id: number;
  to_variation_id: number;
  /** upgrade, downgrade or crossgrade. */
  kind: string;
  charge_now: number;
  paid_for_period: number;
  next_payment_at: string | null;
  order_id: number | null;
  /** charging, applied or failed. */
  status: string;
  failure_code: string | null;
  created_at: string;
  updated_at: string;
}

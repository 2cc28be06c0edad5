import type { Generated } from "kysely";
import type { Flag } from "./schema.ts";

// Payments (migration 012); see schema.ts. Only server/payments reads them. None holds a card
// number: a card is a token, a brand, its last 4 digits and its expiry.

export interface PaymentsSettingsTable {
  key: string;
  /** JSON. */
  value: string;
}

interface CardColumns {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface PaymentMethodsTable extends CardColumns {
  id: Generated<number>;
  customer_id: number;
  gateway: string;
  /** The gateway's reusable reference (pm_…). */
  token: string;
  processor_customer: string | null;
  is_default: Generated<Flag>;
  created_at: string;
}

export interface PaymentGatewayCustomersTable {
  customer_id: number;
  gateway: string;
  reference: string;
}

export interface PaymentWebhookEventsTable {
  event_id: string;
  gateway: string;
  type: string;
  received_at: string;
}

export interface CardTestTokensTable extends CardColumns {
  token: string;
  behaviour: string;
  created_at: string;
  used_at: string | null;
}

export interface CardTestMethodsTable extends CardColumns {
  id: string;
  behaviour: string;
  detached: Generated<Flag>;
  created_at: string;
}

export interface CardTestPaymentsTable {
  id: string;
  amount: number;
  currency: string;
  status: string;
  failure_code: string | null;
  behaviour: string;
  token: string | null;
  method_id: string | null;
  save_method: Generated<Flag>;
  /** JSON { orderId, customerId }. */
  metadata: string;
  refunded_amount: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CardTestRefundsTable {
  id: string;
  payment_id: string;
  amount: number;
  created_at: string;
}

export interface CardTestIdempotencyTable {
  key: string;
  fingerprint: string;
  /** JSON; null while the first request with the key is under way. */
  response: string | null;
  created_at: string;
}

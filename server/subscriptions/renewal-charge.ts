import type { OrderAddress } from "../orders/orders.ts";
import type { RenewalCharge } from "./renewal-payments.ts";
import { DEFAULT_RENEWAL_RETRY_RULES, type RenewalRetryRule } from "./renewal-retry-schedule.ts";
import type { SubscriptionRow } from "./subscription.repository.ts";

// What the renewal use cases share: their options, the idempotency keys, and a charge to make,
// carried from the transaction that claimed it to the one that records its answer.

/** A charge's worker has this long to charge and record; after it, another worker takes the charge over with the same key. */
export const RENEWAL_CHARGE_LEASE_MS = 10 * 60 * 1000;

export interface RenewalOptions {
  /** The shop's IANA time zone: renewal dates step on its calendar (docs/decisions/025). */
  timeZone: string;
  leaseMs?: number;
  retryRules?: readonly RenewalRetryRule[];
}

export function leaseUntil(now: Date, options: RenewalOptions): string {
  return new Date(now.getTime() + (options.leaseMs ?? RENEWAL_CHARGE_LEASE_MS)).toISOString();
}

export function retryRulesOf(options: RenewalOptions): readonly RenewalRetryRule[] {
  return options.retryRules ?? DEFAULT_RENEWAL_RETRY_RULES;
}

/**
 * The charge's idempotency key: the subscription and the period (decision 026), and for a retry
 * its number, since a retry is a new charge the processor must not answer with the failure before.
 * The first attempt's key is also the renewal order's attempt key, which its payments are recorded under.
 */
export function renewalChargeKey(subscriptionId: number, scheduledAt: string, attempt: number): string {
  const key = `renewal:${subscriptionId}:${scheduledAt}`;
  return attempt === 0 ? key : `${key}:retry${attempt}`;
}

/** A claimed charge: everything needed to charge it outside a transaction and record its answer. */
export interface PendingCharge {
  renewalId: number;
  subscriptionId: number;
  scheduledAt: string;
  /** Retries made before this charge (0 for the scheduled one). */
  attempts: number;
  orderId: number;
  charge: RenewalCharge;
}

export interface ClaimedRenewal {
  id: number;
  scheduledAt: string;
  attempts: number;
  orderId: number;
  /** What the renewal order charges: its own total, even if the subscription's changed since. */
  amount: number;
  currency: string;
}

export function pendingChargeOf(row: SubscriptionRow, renewal: ClaimedRenewal): PendingCharge {
  const billing = JSON.parse(row.billing) as OrderAddress;
  return {
    renewalId: renewal.id,
    subscriptionId: row.id,
    scheduledAt: renewal.scheduledAt,
    attempts: renewal.attempts,
    orderId: renewal.orderId,
    charge: {
      gatewayId: row.payment_method,
      orderId: renewal.orderId,
      amount: renewal.amount,
      currency: renewal.currency,
      idempotencyKey: renewalChargeKey(row.id, renewal.scheduledAt, renewal.attempts),
      customer: { id: row.customer_id, email: billing.email },
      savedMethodId: row.saved_method_id,
    },
  };
}

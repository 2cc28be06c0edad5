import type { SubscriptionStatus } from "./subscriptions.ts";

// Every way a subscription's status may change, in one table (DESIGN.md: explicit lifecycles),
// after WooCommerce Subscriptions' WC_Subscription::can_be_updated_to with a gateway that supports
// suspension, reactivation and cancellation (ours all do: renewals are charged by the shop):
// - active from pending (the parent order paid), on hold (paid again, or reactivated) or pending
//   cancellation (reactivated before its end; the use case checks the end is still ahead);
// - on hold from pending or active (an on-hold parent order, a failed or manual renewal);
// - pending cancellation from active only: it stands for a term already paid;
// - cancelled from anything not ended, and from pending cancellation at its end;
// - expired from anything not cancelled.
// WooCommerce also lets an ended subscription with an end date still ahead go back to pending
// cancellation; nothing here needs that, so it is left out. Cancelled and expired are final.

const TRANSITIONS: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  pending: ["active", "on-hold", "cancelled", "expired"],
  active: ["on-hold", "pending-cancel", "cancelled", "expired"],
  "on-hold": ["active", "cancelled", "expired"],
  "pending-cancel": ["active", "cancelled", "expired"],
  cancelled: [],
  expired: [],
};

export function canMoveSubscription(from: SubscriptionStatus, to: SubscriptionStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses a subscription may reach `to` from. */
export function statusesThatMayMoveTo(to: SubscriptionStatus): SubscriptionStatus[] {
  return (Object.keys(TRANSITIONS) as SubscriptionStatus[]).filter((from) => canMoveSubscription(from, to));
}

import type { OrderStatus } from "./orders.ts";

// Every way an order's status may change, in one table (DESIGN.md: explicit lifecycles). Anything
// not listed is refused. Refunded and cancelled are final; a merchant may reopen a completed order.

const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["processing", "on-hold", "completed", "cancelled", "failed"],
  failed: ["pending", "processing", "on-hold", "completed", "cancelled"],
  "on-hold": ["pending", "processing", "completed", "cancelled", "failed", "refunded"],
  processing: ["completed", "on-hold", "cancelled", "refunded"],
  completed: ["processing", "refunded"],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Statuses in which an order is paid for, or will be paid offline, and so is being fulfilled. */
export const PAID_OR_COMMITTED: readonly OrderStatus[] = ["processing", "on-hold", "completed"];

/** A customer may pay for an order in these (the "Pay" action), and cancel a pending one. */
export function needsPayment(status: OrderStatus): boolean {
  return status === "pending" || status === "failed";
}

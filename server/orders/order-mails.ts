import type { Order, OrderStatus } from "./orders.ts";

// The mails an order's status changes call for (issue 9, "Emails, sent after commit"), named by
// WooCommerce's email ids and sent on the status changes WooCommerce sends them on. A change
// queues its mails in its own transaction (order-mail-outbox.repository.ts); they go out after
// it commits (send-order-mails.ts), each at most once per order (docs/decisions/022).

export const ORDER_MAIL_KINDS = [
  "new_order",
  "cancelled_order",
  "failed_order",
  "customer_on_hold_order",
  "customer_processing_order",
  "customer_completed_order",
  "customer_refunded_order",
  "customer_failed_order",
] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/** Who reads it: the shopper (at the order's billing email) or the shop (SHOP_ADMIN_EMAIL). */
export type OrderMailRecipient = "customer" | "shop";

interface MailTrigger {
  recipient: OrderMailRecipient;
  to: OrderStatus;
  /** The statuses it is sent from; null: from any. */
  from: readonly OrderStatus[] | null;
}

/**
 * WooCommerce's triggers. The shop hears of an order once it is paid or will be paid offline,
 * and of a cancellation only of such an order: an unpaid order that is dropped (by the shopper,
 * or when its stock hold runs out) was never news to it.
 */
const TRIGGERS: Record<OrderMailKind, MailTrigger> = {
  new_order: { recipient: "shop", to: "processing", from: ["pending", "failed", "cancelled"] },
  cancelled_order: { recipient: "shop", to: "cancelled", from: ["processing", "on-hold"] },
  failed_order: { recipient: "shop", to: "failed", from: ["pending", "on-hold"] },
  customer_on_hold_order: { recipient: "customer", to: "on-hold", from: ["pending", "failed", "cancelled"] },
  customer_processing_order: { recipient: "customer", to: "processing", from: ["pending", "failed", "on-hold", "cancelled"] },
  customer_completed_order: { recipient: "customer", to: "completed", from: null },
  customer_refunded_order: { recipient: "customer", to: "refunded", from: null },
  customer_failed_order: { recipient: "customer", to: "failed", from: ["pending", "on-hold"] },
};

/** "New order" also goes out for an order that goes straight to on hold or completed. */
const NEW_ORDER_ALSO_TO: readonly OrderStatus[] = ["on-hold", "completed"];

function triggeredBy(kind: OrderMailKind, from: OrderStatus, to: OrderStatus): boolean {
  const trigger = TRIGGERS[kind];
  const reaches = trigger.to === to || (kind === "new_order" && NEW_ORDER_ALSO_TO.includes(to));
  return reaches && (trigger.from === null || trigger.from.includes(from));
}

/** The mails a move from one status to another calls for (none when the status stays). */
export function orderMailsFor(from: OrderStatus, to: OrderStatus): OrderMailKind[] {
  if (from === to) return [];
  return ORDER_MAIL_KINDS.filter((kind) => triggeredBy(kind, from, to));
}

export function orderMailRecipient(kind: OrderMailKind): OrderMailRecipient {
  return TRIGGERS[kind].recipient;
}

/** A mail to send now, with the order as it stands when it is sent. */
export interface OrderMailToSend {
  kind: OrderMailKind;
  recipient: OrderMailRecipient;
  order: Order;
}

/**
 * Sends one order mail: the edge words it (app/mail) and hands it to the mailer. "skipped" when
 * there is nobody to send it to; a throw is a failed attempt, tried again later.
 */
export type OrderMailDelivery = (mail: OrderMailToSend) => Promise<"sent" | "skipped">;

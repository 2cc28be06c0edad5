import type { Order } from "../orders/orders.ts";
import type { Subscription, SubscriptionStatus } from "./subscriptions.ts";

// The mails a subscription's life calls for (issue 10, "Emails"), named by WooCommerce
// Subscriptions' email ids where it has one. A change queues its mails in its own transaction
// (subscription-mail-outbox.repository.ts); they go out after it commits
// (send-subscription-mails.ts), each once per occasion (docs/decisions/031).

export const SUBSCRIPTION_MAIL_KINDS = [
  // To the customer.
  "customer_new_subscription",
  "customer_renewal_invoice",
  "customer_payment_retry",
  "customer_renewal_authentication",
  "customer_cancelled_subscription",
  "customer_expired_subscription",
  "customer_notification_auto_renewal",
  // To the shop.
  "new_renewal_order",
  "cancelled_subscription",
  "expired_subscription",
] as const;
export type SubscriptionMailKind = (typeof SUBSCRIPTION_MAIL_KINDS)[number];

/** Who reads it: the subscriber (at the subscription's billing email) or the shop (SHOP_ADMIN_EMAIL). */
export type SubscriptionMailRecipient = "customer" | "shop";

const SHOP_MAILS: readonly SubscriptionMailKind[] = ["new_renewal_order", "cancelled_subscription", "expired_subscription"];

export function subscriptionMailRecipient(kind: SubscriptionMailKind): SubscriptionMailRecipient {
  return SHOP_MAILS.includes(kind) ? "shop" : "customer";
}

/** A mail to queue: its kind, what makes it unique for the subscription, and what it is about. */
export interface SubscriptionMailRequest {
  kind: SubscriptionMailKind;
  /** '' for a mail sent once per subscription; otherwise the renewal order, attempt or period. */
  occasion: string;
  orderId?: number;
  params?: Record<string, string | number>;
}

/** A status move as the mails see it: from, to, and whether the subscription had been paid for before. */
export interface StatusMoveForMails {
  from: SubscriptionStatus;
  to: SubscriptionStatus;
  /** No payment counted yet (its parent order is being paid now). */
  firstPayment: boolean;
}

/**
 * The mails a status move calls for:
 * - becoming active for the first time (its parent order paid): the customer's new subscription;
 * - a cancellation, whether the customer's (pending cancellation, ending with the paid term) or at
 *   once, told once to both, as WooCommerce Subscriptions tells the shop; a subscription
 *   cancelled while still pending was never news to either;
 * - the end of its length: expired, to both, unless it never started.
 */
export function subscriptionMailsForMove(move: StatusMoveForMails): SubscriptionMailRequest[] {
  const { from, to } = move;
  if (from === to) return [];
  if (to === "active" && move.firstPayment && (from === "pending" || from === "on-hold")) return [{ kind: "customer_new_subscription", occasion: "" }];
  if ((to === "pending-cancel" || to === "cancelled") && from !== "pending") {
    return [
      { kind: "customer_cancelled_subscription", occasion: "" },
      { kind: "cancelled_subscription", occasion: "" },
    ];
  }
  if (to === "expired" && from !== "pending") {
    return [
      { kind: "customer_expired_subscription", occasion: "" },
      { kind: "expired_subscription", occasion: "" },
    ];
  }
  return [];
}

/** The customer's mail after an automatic renewal charge failed, by what failed and what comes next. */
export function failedRenewalMail(failure: { orderId: number; attempt: number; code: string; retryAt: string | null }): SubscriptionMailRequest {
  const occasion = `${failure.orderId}:${failure.attempt}`;
  const params = { code: failure.code, ...(failure.retryAt === null ? {} : { retry_at: failure.retryAt }) };
  // The card asks its holder to authenticate: only they can, on the renewal order's pay page.
  if (failure.code === "authentication_required") return { kind: "customer_renewal_authentication", occasion, orderId: failure.orderId, params };
  if (failure.retryAt !== null) return { kind: "customer_payment_retry", occasion, orderId: failure.orderId, params };
  return { kind: "customer_renewal_invoice", occasion, orderId: failure.orderId, params };
}

/** A mail to send now, with the subscription (and its renewal order) as they stand when it is sent. */
export interface SubscriptionMailToSend {
  kind: SubscriptionMailKind;
  recipient: SubscriptionMailRecipient;
  subscription: Subscription;
  order: Order | null;
  params: Record<string, string | number>;
  /** Unique per mail, for its Message-ID: the same on every attempt. */
  occasion: string;
}

/**
 * Sends one subscription mail: the edge words it (app/mail) and hands it to the mailer.
 * "skipped" when there is nobody to send it to; a throw is a failed attempt, tried again later.
 */
export type SubscriptionMailDelivery = (mail: SubscriptionMailToSend) => Promise<"sent" | "skipped">;

import { purgeExpiredAuthRows } from "../auth/purge-expired-auth-rows.ts";
import { purgeAbandonedGuestCarts } from "../cart/purge-abandoned-guest-carts.ts";
import { refreshScheduledSalePrices } from "../catalog/refresh-scheduled-sale-prices.ts";
import { cancelExpiredUnpaidOrders } from "../orders/cancel-expired-unpaid-orders.ts";
import { queueRenewalReminders } from "../subscriptions/queue-renewal-reminders.ts";
import { renewDueSubscriptions } from "../subscriptions/renew-due-subscriptions.ts";
import type { RenewalPayments } from "../subscriptions/renewal-payments.ts";
import type { JobDefinition, JobSummary } from "./jobs.ts";
import { purgeJobHistory } from "./purge-job-history.ts";

// The shop's scheduled jobs. Each calls one use case of the module that owns the rows; this
// module only decides when. What a job needs from the edge (the order mails' sender, which words
// them from the catalogue; the payment gateways renewals are charged through) comes in as a port.

/** What the shop's jobs need that only the edge can build. */
export interface ShopJobPorts {
  /** Sends the order mails that are due (server/orders/order-mail-sender.ts, built by the edge). */
  sendOrderMails(now: Date): Promise<JobSummary>;
  /** Charges subscription renewals off-session (renewalPaymentsThroughGateways over the edge's gateways). */
  renewalPayments: RenewalPayments;
  /** The shop's IANA time zone, which renewal dates step on (config.shop.timeZone). */
  shopTimeZone: string;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** A sale starting or ending shows in listings' prices and sorting within this long. */
export const SALE_PRICE_REFRESH_EVERY_MS = 5 * MINUTE_MS;
/** Expired sessions, reset links, sign-in handshakes and rate-limit windows are deleted hourly. */
export const AUTH_PURGE_EVERY_MS = HOUR_MS;
export const GUEST_CART_PURGE_EVERY_MS = HOUR_MS;
/** An unpaid order past its stock hold is cancelled within this long. */
export const UNPAID_ORDER_CHECK_EVERY_MS = MINUTE_MS;
export const JOB_HISTORY_PURGE_EVERY_MS = 24 * HOUR_MS;
/**
 * Order mails a process could not send at once (it crashed after the commit, the mail server was
 * down) go out within this long; the shop process sends the others the moment they are queued.
 */
export const ORDER_MAIL_SEND_EVERY_MS = MINUTE_MS;
/**
 * A due renewal is charged within this long of its date (WooCommerce Subscriptions' Action
 * Scheduler runs every minute too).
 */
export const SUBSCRIPTION_RENEWAL_EVERY_MS = MINUTE_MS;
/**
 * A subscription's renewal reminder goes out within this long of its lead time being reached
 * (the send-order-mails job then sends it within a minute).
 */
export const RENEWAL_REMINDER_EVERY_MS = HOUR_MS;
/** Each of these jobs takes seconds; a claim older than this means its runner died. */
const SHOP_JOB_LEASE_MS = 10 * MINUTE_MS;

/** The jobs that need nothing but the database. */
const DATABASE_ONLY_JOBS: readonly JobDefinition[] = [
  {
    name: "refresh-scheduled-sale-prices",
    schedule: { everyMs: SALE_PRICE_REFRESH_EVERY_MS },
    leaseMs: SHOP_JOB_LEASE_MS,
    run: (db, { now, lastSuccessAt }) => refreshScheduledSalePrices(db, { since: lastSuccessAt, now }),
  },
  {
    name: "purge-expired-auth-rows",
    schedule: { everyMs: AUTH_PURGE_EVERY_MS },
    leaseMs: SHOP_JOB_LEASE_MS,
    run: (db, { now }) => purgeExpiredAuthRows(db, now),
  },
  {
    name: "purge-abandoned-guest-carts",
    schedule: { everyMs: GUEST_CART_PURGE_EVERY_MS },
    leaseMs: SHOP_JOB_LEASE_MS,
    run: (db, { now }) => purgeAbandonedGuestCarts(db, now),
  },
  {
    name: "cancel-expired-unpaid-orders",
    schedule: { everyMs: UNPAID_ORDER_CHECK_EVERY_MS },
    leaseMs: SHOP_JOB_LEASE_MS,
    run: (db, { now }) => cancelExpiredUnpaidOrders(db, now),
  },
  {
    name: "remind-subscription-renewals",
    schedule: { everyMs: RENEWAL_REMINDER_EVERY_MS },
    leaseMs: SHOP_JOB_LEASE_MS,
    run: (db, { now }) => queueRenewalReminders(db, now),
  },
  {
    name: "purge-job-history",
    schedule: { everyMs: JOB_HISTORY_PURGE_EVERY_MS },
    leaseMs: SHOP_JOB_LEASE_MS,
    run: (db, { now }) => purgeJobHistory(db, now),
  },
];

export function shopJobs(ports: ShopJobPorts): readonly JobDefinition[] {
  return [...DATABASE_ONLY_JOBS, orderMailsJob(ports), subscriptionRenewalsJob(ports)];
}

/**
 * Renewals, retries, charges a dead worker left, ends and trial ends (renew-due-subscriptions.ts).
 * A pass is capped well inside its lease; each renewal claims its own period, so a pass run twice
 * (a slot taken over) charges nothing twice.
 */
function subscriptionRenewalsJob(ports: ShopJobPorts): JobDefinition {
  return {
    name: "renew-subscriptions",
    schedule: { everyMs: SUBSCRIPTION_RENEWAL_EVERY_MS },
    leaseMs: SHOP_JOB_LEASE_MS,
    run: (db, { now }) => renewDueSubscriptions(db, ports.renewalPayments, now, { timeZone: ports.shopTimeZone }),
  };
}

function orderMailsJob(ports: ShopJobPorts): JobDefinition {
  return { name: "send-order-mails", schedule: { everyMs: ORDER_MAIL_SEND_EVERY_MS }, leaseMs: SHOP_JOB_LEASE_MS, run: (_db, { now }) => ports.sendOrderMails(now) };
}

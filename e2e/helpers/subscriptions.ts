import { connectDatabase, type DatabaseHandle } from "../../server/db/connect.ts";
import { getOrderForMerchant } from "../../server/orders/get-order.ts";
import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { listPaymentMethods } from "../../server/payments/list-payment-methods.ts";
import { activateSubscriptionsOfOrder } from "../../server/subscriptions/activate-subscriptions-of-order.ts";
import { createSubscriptionsForOrder } from "../../server/subscriptions/create-subscriptions-for-order.ts";
import { getSubscriptionForMerchant } from "../../server/subscriptions/get-subscription.ts";
import { renewSubscription, type RenewalOutcome } from "../../server/subscriptions/renew-subscription.ts";
import { renewalPaymentsThroughGateways } from "../../server/subscriptions/renewal-payments.ts";
import { datesOfNewSubscription } from "../../server/subscriptions/subscription-schedule.ts";

// Subscriptions on the e2e server's own database, beside what its pages do:
// - subscribeOrder makes a monthly subscription of an ordinary order's lines, for the specs of the
//   account pages that need one without buying a subscription product (the checkout makes a
//   subscription product's subscription itself: e2e/checkout-subscription.spec.ts);
// - renewAsOf runs the renewal job's use case for one subscription at a later `now`: the clock
//   advanced to a renewal, as the job (server/jobs) would run it on that day.

/** The shop the specs run against uses UTC (playwright.config.ts sets no SHOP_TIMEZONE). */
const SHOP_TIME_ZONE = "UTC";

async function withShopDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is set by playwright.config.ts");
  const database = connectDatabase(url);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The subscription's next payment (an ISO instant), as the renewal job reads it. */
export async function nextPaymentOf(subscriptionId: number): Promise<string> {
  return withShopDatabase(async ({ db }) => {
    const next = (await getSubscriptionForMerchant(db, subscriptionId))?.dates.nextPayment;
    if (next == null) throw new Error(`subscription ${subscriptionId} has no next payment`);
    return next;
  });
}

/**
 * Renews the subscription as the renewal job would at `now` (claim the period, make the renewal
 * order, charge the saved card off-session through the card test mode, record the answer). One
 * subscription, not the job's whole pass (renewDueSubscriptions): the specs run in parallel on one
 * database, and a pass a month ahead would renew the other specs' subscriptions under them.
 */
export async function renewAsOf(subscriptionId: number, now: Date): Promise<RenewalOutcome> {
  return withShopDatabase(({ db }) => {
    const gateways = createPaymentGateways(db, { production: false, stripe: null, clock: () => now });
    return renewSubscription(db, renewalPaymentsThroughGateways(gateways), subscriptionId, now, { timeZone: SHOP_TIME_ZONE });
  });
}

const MONTHLY = { period: "month", interval: 1, length: 0, trialLength: 0, trialPeriod: "day" } as const;

/** The id of the subscription made for the order. */
export async function subscribeOrder(orderId: number): Promise<number> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is set by playwright.config.ts");
  const database = connectDatabase(url);
  try {
    const order = await getOrderForMerchant(database.db, orderId);
    if (order?.customerId == null) throw new Error(`order ${orderId} has no customer`);
    const customerId = order.customerId;
    const [card] = (await listPaymentMethods(database.db, customerId)).sort((a, b) => b.id - a.id);
    const now = new Date();
    const dates = datesOfNewSubscription({ plan: MONTHLY, renewalDay: null, prorateFirstPeriod: false, start: now, timeZone: "UTC" });
    return await database.db.transaction().execute(async (trx) => {
      const made = await createSubscriptionsForOrder(
        trx,
        {
          orderId,
          customerId,
          currency: order.currency,
          billing: order.billing,
          shipping: order.shipping,
          paymentMethod: order.paymentMethod,
          savedMethodId: null,
          recurring: [
            {
              key: "month_1",
              plan: MONTHLY,
              renewalDay: null,
              lines: order.lines,
              shippingLines: order.shippingLines,
              taxLines: order.taxLines,
              totals: order.totals,
              dates: { start: now.toISOString(), trialEnd: null, nextPayment: dates.nextPayment?.toISOString() ?? null, end: null },
            },
          ],
        },
        now,
      );
      if (!made.ok || made.subscriptionIds[0] === undefined) throw new Error("no subscription was made");
      await activateSubscriptionsOfOrder(trx, { orderId, savedMethodId: card?.id ?? null, timeZone: "UTC" }, now);
      return made.subscriptionIds[0];
    });
  } finally {
    await database.close();
  }
}

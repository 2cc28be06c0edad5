import { connectDatabase } from "../../server/db/connect.ts";
import { getOrderForMerchant } from "../../server/orders/get-order.ts";
import { listPaymentMethods } from "../../server/payments/list-payment-methods.ts";
import { activateSubscriptionsOfOrder } from "../../server/subscriptions/activate-subscriptions-of-order.ts";
import { createSubscriptionsForOrder } from "../../server/subscriptions/create-subscriptions-for-order.ts";
import { datesOfNewSubscription } from "../../server/subscriptions/subscription-schedule.ts";

// Until the checkout makes subscriptions itself (it will call createSubscriptionsForOrder when it
// places an order, and activateSubscriptionsOfOrder when the payment is recorded), the specs make
// one from an order placed through the real checkout, on the e2e server's own database, as a
// monthly subscription of the order's lines at their price, renewed with the customer's newest card.

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

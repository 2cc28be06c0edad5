import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { getOrderForMerchant } from "../orders/get-order.ts";
import { createPaymentGateways, type PaymentGateways } from "../payments/create-payment-gateways.ts";
import { renewSubscription } from "../subscriptions/renew-subscription.ts";
import { renewalPaymentsThroughGateways, type RenewalPayments } from "../subscriptions/renewal-payments.ts";
import { saveTaxSettings } from "../tax/save-tax-settings.ts";
import { shipEverywhereFree } from "./test-checkout-fixture.ts";
import { saveTestCard, subscribe, SUCCESS_CARD, TEST_TIME_ZONE } from "./test-subscription-fixture.ts";

// A renewal order shows its amounts with or without tax as the shop's "Display prices during cart
// and checkout" setting says when the order is made (docs/decisions/027), as a checkout order
// does: not as it said at sign-up, and not always without tax.

const SIGN_UP = new Date("2026-06-10T12:00:00.000Z");
const FIRST_DUE = new Date("2026-07-10T12:00:00.000Z");
const SECOND_DUE = new Date("2026-08-10T12:00:00.000Z");
const OPTIONS = { timeZone: TEST_TIME_ZONE };

describe("renewal orders' tax display", () => {
  let handle: TestDatabaseHandle;
  let gateways: PaymentGateways;
  let payments: RenewalPayments;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => SIGN_UP });
    payments = renewalPaymentsThroughGateways(gateways);
  });
  afterAll(() => handle.close());

  async function taxDisplayOfRenewal(subscriptionId: number, at: Date) {
    const outcome = await renewSubscription(handle.db, payments, subscriptionId, at, OPTIONS);
    if (outcome.kind !== "paid") throw new Error(`the renewal was not paid: ${outcome.kind}`);
    return (await getOrderForMerchant(handle.db, outcome.orderId))?.taxDisplay;
  }

  it("records the cart display setting in force at each renewal: 'incl' while the shop shows prices with tax, 'excl' after it switches back", async () => {
    const customer = { id: 900, email: "display@example.test" };
    const card = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, SIGN_UP);
    const { subscriptionId } = await subscribe(handle.db, gateways, { customer, price: 3000, payment: { kind: "saved_card", savedMethodId: card } }, SIGN_UP);

    expect(await saveTaxSettings(handle.db, { displayCart: "incl" })).toEqual({ ok: true });
    expect(await taxDisplayOfRenewal(subscriptionId, FIRST_DUE)).toBe("incl");

    expect(await saveTaxSettings(handle.db, { displayCart: "excl" })).toEqual({ ok: true });
    expect(await taxDisplayOfRenewal(subscriptionId, SECOND_DUE)).toBe("excl");
  });
});

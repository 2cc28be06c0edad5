import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { createPaymentGateways, type PaymentGateways } from "../payments/create-payment-gateways.ts";
import { getSubscriptionForMerchant } from "../subscriptions/get-subscription.ts";
import { renewDueSubscriptions } from "../subscriptions/renew-due-subscriptions.ts";
import { renewSubscription } from "../subscriptions/renew-subscription.ts";
import { RENEWAL_CHARGE_LEASE_MS } from "../subscriptions/renewal-charge.ts";
import { renewalPaymentsThroughGateways, type RenewalPayments } from "../subscriptions/renewal-payments.ts";
import { shipEverywhereFree } from "./test-checkout-fixture.ts";
import { chargesOf, renewalOrdersOf, saveTestCard, subscribe, SUCCESS_CARD, TEST_TIME_ZONE, type TestCustomer } from "./test-subscription-fixture.ts";

// Exactly once per period (issue 10 bars, docs/decisions/026): duplicate triggers, several
// workers, and a worker dying between the charge and recording it give one renewal order and one
// charge per subscription and period, counted at the card test processor. On PostgreSQL two pools
// stand for two worker processes; on SQLite a shop is one process whose work shares one
// connection (several connections in one thread would wait on each other synchronously), so
// there the parallel calls go through one. Time moves only by the `now` each call is given.

const OPTIONS = { timeZone: TEST_TIME_ZONE };
const WORKERS = process.env.TEST_DB_KIND === "postgres" ? 2 : 1;
const DAY_MS = 24 * 60 * 60 * 1000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
/** A month after each start: every test signs its subscriptions up on its own day, so its renewals are due apart from the others'. */
const dueAfter = (start: Date) => new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), 12));

describe("renewals exactly once", () => {
  let handle: TestDatabaseHandle;
  let workers: DatabaseHandle[];
  let gateways: PaymentGateways;
  let payments: RenewalPayments;
  let customerSeq = 500;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    workers = [handle, ...Array.from({ length: WORKERS - 1 }, () => handle.connectAgain())];
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => new Date() });
    payments = renewalPaymentsThroughGateways(gateways);
  });
  afterAll(async () => {
    for (const other of workers.slice(1)) await other.close();
    await handle.close();
  });

  const worker = (i: number) => (workers[i % WORKERS] ?? handle).db;
  async function subscribedOn(start: Date, price: number) {
    customerSeq += 1;
    const customer: TestCustomer = { id: customerSeq, email: `once${customerSeq}@example.test` };
    const card = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, start);
    return subscribe(handle.db, gateways, { customer, price, payment: { kind: "saved_card", savedMethodId: card } }, start);
  }
  async function renewalsOf(subscriptionId: number) {
    const orders = await renewalOrdersOf(handle.db, subscriptionId);
    const charges = (await Promise.all(orders.map((o) => chargesOf(handle.db, o.id)))).flat();
    return { orders: orders.map((o) => o.status), charges: charges.map((c) => c.status) };
  }

  it("10 concurrent renewals of one due subscription make one renewal order and one charge", async () => {
    const start = new Date("2026-06-01T12:00:00.000Z");
    const { subscriptionId } = await subscribedOn(start, 4100);
    const at = dueAfter(start);
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => renewSubscription(worker(i), payments, subscriptionId, at, OPTIONS)));
    expect(outcomes.filter((o) => o.kind === "paid")).toHaveLength(1);
    expect(outcomes.every((o) => ["paid", "skipped", "claimed_elsewhere"].includes(o.kind))).toBe(true);
    expect(await renewalsOf(subscriptionId)).toEqual({ orders: ["processing"], charges: ["succeeded"] });
    expect((await getSubscriptionForMerchant(handle.db, subscriptionId))?.dates.nextPayment).toBe(later(at, 31 * DAY_MS).toISOString());
  });

  it("job passes run twice by each worker at once renew each of 30 due subscriptions exactly once", async () => {
    const start = new Date("2026-06-02T12:00:00.000Z");
    const subscriptions = [];
    for (let i = 0; i < 30; i += 1) subscriptions.push(await subscribedOn(start, 4200 + i));
    const at = dueAfter(start);
    const passes = await Promise.all(Array.from({ length: 2 * WORKERS }, (_, i) => renewDueSubscriptions(worker(i), payments, at, OPTIONS)));
    expect(passes.reduce((sum, pass) => sum + pass.renewed, 0)).toBe(30);
    for (const { subscriptionId } of subscriptions) expect(await renewalsOf(subscriptionId)).toEqual({ orders: ["processing"], charges: ["succeeded"] });
  });

  it("a worker that dies between the charge and recording it: after the lease the charge is sent again with the same key, and the processor's first answer makes it one charge", async () => {
    const start = new Date("2026-06-03T12:00:00.000Z");
    const { subscriptionId } = await subscribedOn(start, 4300);
    const at = dueAfter(start);
    const dying: RenewalPayments = {
      async chargeSaved(charge) {
        await payments.chargeSaved(charge);
        throw new Error("the worker died after the charge, before recording it");
      },
    };
    await expect(renewSubscription(handle.db, dying, subscriptionId, at, OPTIONS)).rejects.toThrow("the worker died");
    expect(await renewalsOf(subscriptionId)).toEqual({ orders: ["pending"], charges: ["succeeded"] });

    // Within the lease, the charge is the dead worker's: passes leave it alone.
    await Promise.all(workers.map((w) => renewDueSubscriptions(w.db, payments, later(at, RENEWAL_CHARGE_LEASE_MS - 1), OPTIONS)));
    expect(await renewalsOf(subscriptionId)).toEqual({ orders: ["pending"], charges: ["succeeded"] });

    const passes = await Promise.all(workers.map((w) => renewDueSubscriptions(w.db, payments, later(at, RENEWAL_CHARGE_LEASE_MS), OPTIONS)));
    expect(passes.reduce((sum, pass) => sum + pass.resumed, 0)).toBe(1);
    expect(await renewalsOf(subscriptionId)).toEqual({ orders: ["processing"], charges: ["succeeded"] });
    const keys = await handle.db.selectFrom("card_test_idempotency").select("key").where("key", "like", `renewal:${subscriptionId}:%`).execute();
    expect(keys).toEqual([{ key: `renewal:${subscriptionId}:${at.toISOString()}` }]);
    expect(await getSubscriptionForMerchant(handle.db, subscriptionId)).toMatchObject({ status: "active", dates: { nextPayment: later(at, 31 * DAY_MS).toISOString() } });
  });

  it("a pass goes on past a renewal whose charge throws, renews the others, and reports the failure at its end", async () => {
    const start = new Date("2026-06-04T12:00:00.000Z");
    const broken = await subscribedOn(start, 4400);
    const fine = await subscribedOn(start, 4401);
    const unreachableForOne: RenewalPayments = {
      chargeSaved: (charge) => (charge.amount === 4400 ? Promise.reject(new Error("gateway unreachable")) : payments.chargeSaved(charge)),
    };
    await expect(renewDueSubscriptions(handle.db, unreachableForOne, dueAfter(start), OPTIONS)).rejects.toThrow("1 renewal step(s) failed");
    expect(await renewalsOf(fine.subscriptionId)).toEqual({ orders: ["processing"], charges: ["succeeded"] });
    expect(await renewalsOf(broken.subscriptionId)).toEqual({ orders: ["pending"], charges: [] });
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { createAccount } from "../auth/create-account.ts";
import { startSession } from "../auth/start-session.ts";
import { addItemToCart } from "../cart/add-item-to-cart.ts";
import { saveProduct } from "../catalog/save-product.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { insertSlotClaim } from "./job-run.repository.ts";
import { runDueJobs, type JobRunner } from "./run-due-jobs.ts";
import { shopJobs } from "./shop-jobs.ts";
import { jobsDb } from "./jobs-db.ts";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { createSubscriptionsForOrder } from "../subscriptions/create-subscriptions-for-order.ts";
import { moveSubscriptionStatus } from "../subscriptions/move-subscription-status.ts";

// The shop's real jobs, run by two runners (as the shop process and `shop worker` would) over a
// database holding one row of each kind the jobs clean up or refresh, and one subscription due for renewal.

const NOW = new Date("2026-11-23T10:00:30.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const logger = pino({ level: "silent" });
/** The order mails' sender is the edge's; here it reports that nothing was due. */
/** Renewal charges are the gateways'; here every one is paid (the engine's own tests charge the card test mode). */
const SHOP_JOBS = shopJobs({ sendOrderMails: async () => ({ sent: 0 }), renewalPayments: { chargeSaved: async () => ({ kind: "paid", transactionId: "pi_job" }) }, shopTimeZone: "UTC" });

/** An active monthly subscription to the mug, signed up for `start` (so its first renewal is due by NOW). */
async function subscribeLongAgo(db: Kysely<Database>, customerId: number, productId: number, start: Date): Promise<void> {
  const line = { productId, variationId: null, name: "Mug", sku: "mug", attributes: [], quantity: 1, subtotal: 2000, total: 2000, tax: 0, subtotalTax: 0, taxes: {}, taxClass: "" };
  const nextPayment = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes())).toISOString();
  await db.transaction().execute(async (trx) => {
    const made = await createSubscriptionsForOrder(
      trx,
      {
        orderId: 1,
        customerId,
        currency: "USD",
        billing: { first_name: "", last_name: "", company: "", country: "US", address_1: "", address_2: "", city: "", state: "", postcode: "", phone: "", email: "cat@example.com" },
        shipping: null,
        paymentMethod: "card_test",
        savedMethodId: 1,
        recurring: [
          {
            key: "month_1",
            plan: { period: "month", interval: 1, length: 0, trialLength: 0, trialPeriod: "day" },
            renewalDay: null,
            lines: [line],
            shippingLines: [],
            taxLines: [],
            totals: { subtotal: 2000, discount: 0, shipping: 0, tax: 0, total: 2000 },
            dates: { start: start.toISOString(), trialEnd: null, nextPayment, end: null },
          },
        ],
      },
      start,
    );
    if (!made.ok || made.subscriptionIds[0] === undefined) throw new Error("no subscription");
    await moveSubscriptionStatus(trx, made.subscriptionIds[0], { to: "active" }, start);
  });
}

describe("the shop's jobs", () => {
  let main: TestDatabaseHandle;
  let other: DatabaseHandle;
  let mediaDir: string;

  beforeAll(async () => {
    main = await createTestDatabase();
    other = main.connectAgain();
    mediaDir = mkdtempSync(join(tmpdir(), "shopwright-jobs-"));
    const longAgo = new Date(NOW.getTime() - 40 * DAY_MS);
    const created = await createAccount(main.db, { email: "cat@example.com", password: "long enough", firstName: "", lastName: "", role: "customer" }, longAgo);
    if (!created.ok) throw new Error(created.code);
    await startSession(main.db, { customerId: created.customer.id, role: created.customer.role, remember: false, previousToken: null }, longAgo);
    const mug = await saveProduct(
      main.db,
      { type: "simple", name: "Mug", sku: "mug", regularPrice: 2000, salePrice: 1500, saleFrom: "2026-11-23T10:00:00.000Z" },
      { mediaDir, mode: "create", now: longAgo },
    );
    if (!mug.ok) throw new Error(mug.message);
    await addItemToCart(main.db, { cartToken: null, productId: mug.productId, quantity: 1 }, longAgo);
    await subscribeLongAgo(main.db, created.customer.id, mug.productId, longAgo);
    await insertSlotClaim(jobsDb(main.db), { job: "purge-job-history", slot: longAgo.toISOString(), runnerId: "old", startedAt: longAgo.toISOString(), leaseExpiresAt: longAgo.toISOString() });
  });
  afterAll(async () => {
    await other.close();
    await main.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it("run once across two runners, and clean up or refresh what they own", async () => {
    const runner = (id: string): JobRunner => ({ id, clock: () => NOW, logger });
    const first = await runDueJobs(main.db, SHOP_JOBS, runner("shop"));
    const second = await runDueJobs(other.db, SHOP_JOBS, runner("worker"));
    expect(first.map((result) => [result.job, result.status, result.status === "ran" ? result.outcome : null])).toEqual(
      SHOP_JOBS.map((job) => [job.name, "ran", "succeeded"]),
    );
    expect(second.every((result) => result.status === "skipped")).toBe(true);

    const db = main.db;
    expect(await db.selectFrom("sessions").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("carts").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("products").select(["price_min", "updated_at"]).executeTakeFirstOrThrow()).toEqual({ price_min: 1500, updated_at: NOW.toISOString() });
    const runs = await db.selectFrom("job_runs").select(["job", "claimed_by", "outcome", "detail"]).orderBy("job").execute();
    expect(runs).toEqual([
      { job: "cancel-expired-unpaid-orders", claimed_by: "shop", outcome: "succeeded", detail: JSON.stringify({ cancelled: 0 }) },
      { job: "purge-abandoned-guest-carts", claimed_by: "shop", outcome: "succeeded", detail: JSON.stringify({ deleted: 1 }) },
      { job: "purge-expired-auth-rows", claimed_by: "shop", outcome: "succeeded", detail: JSON.stringify({ deleted: 1 }) },
      { job: "purge-job-history", claimed_by: "shop", outcome: "succeeded", detail: JSON.stringify({ deleted: 1 }) },
      { job: "refresh-scheduled-sale-prices", claimed_by: "shop", outcome: "succeeded", detail: JSON.stringify({ refreshed: 1 }) },
      // The renewal reminder is off by default: nothing is queued.
      { job: "remind-subscription-renewals", claimed_by: "shop", outcome: "succeeded", detail: JSON.stringify({ queued: 0 }) },
      {
        job: "renew-subscriptions",
        claimed_by: "shop",
        outcome: "succeeded",
        detail: JSON.stringify({ renewed: 1, failed: 0, manual: 0, outOfStock: 0, resumed: 0, retried: 0, expired: 0, cancelled: 0, trialsEnded: 0, claimedElsewhere: 0, skipped: 0 }),
      },
      { job: "send-order-mails", claimed_by: "shop", outcome: "succeeded", detail: JSON.stringify({ sent: 0 }) },
    ]);
  });
});

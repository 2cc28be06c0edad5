import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shipEverywhereFree } from "../server/checkout/test-checkout-fixture.ts";
import { chargesOf, DECLINES_AFTER_SAVE_CARD, MONTHLY, renewalOrdersOf, saveTestCard, subscribe, SUCCESS_CARD, type TestCustomer } from "../server/checkout/test-subscription-fixture.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../server/db/test-database.ts";
import { createPaymentGateways } from "../server/payments/create-payment-gateways.ts";
import { getSubscriptionForMerchant } from "../server/subscriptions/get-subscription.ts";
import { renewalPaymentsThroughGateways } from "../server/subscriptions/renewal-payments.ts";
import { runSubscriptions } from "./subscriptions-command.ts";

// `shop subscriptions …` on subscriptions bought through the real checkout and renewed by the card
// test mode: what each action prints, what it changes, and its exit code; process-renewal renews
// each period once, however often it is run.

const NOW = new Date("2026-06-01T12:00:00.000Z");
const LATER = new Date("2026-06-05T09:30:00.000Z");
const DUE = "2026-07-01T12:00:00.000Z";

describe("shop subscriptions", () => {
  let handle: TestDatabaseHandle;
  let customerSeq = 900;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
  });
  afterAll(() => handle.close());

  const gateways = () => createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => LATER });
  const subscribed = async (renewalCard = SUCCESS_CARD) => {
    customerSeq += 1;
    const customer: TestCustomer = { id: customerSeq, email: `merchant-view${customerSeq}@example.test` };
    const card = await saveTestCard(handle.db, gateways(), customer, SUCCESS_CARD, NOW);
    const renewWith = renewalCard === SUCCESS_CARD ? card : await saveTestCard(handle.db, gateways(), customer, renewalCard, NOW);
    return { ...(await subscribe(handle.db, gateways(), { customer, price: 1200, payment: { kind: "saved_card", savedMethodId: card }, renewalCard: renewWith, plan: MONTHLY }, NOW)), customer };
  };
  async function run(at: Date, ...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const output = { out: (line: string) => void out.push(...line.split("\n")), err: (line: string) => void err.push(...line.split("\n")) };
    const code = await runSubscriptions(handle.db, { payments: renewalPaymentsThroughGateways(gateways()), locale: "en-US", timeZone: "UTC" }, args, output, at);
    return { code, out, err };
  }
  const statusOf = async (id: number) => (await getSubscriptionForMerchant(handle.db, id))?.status;

  it("list prints a line per subscription, newest first, with status, next payment, email and recurring total; --status narrows it", async () => {
    const first = await subscribed();
    const second = await subscribed();
    const listed = await run(LATER, "list");
    expect(listed).toMatchObject({ code: 0, err: [] });
    expect(listed.out[0]).toMatch(/^Subscription\s+Status\s+Next payment \(UTC\)\s+Email\s+Total$/);
    const rows = listed.out.slice(1);
    expect(rows.findIndex((line) => line.startsWith(`#${second.subscriptionId} `))).toBeLessThan(rows.findIndex((line) => line.startsWith(`#${first.subscriptionId} `)));
    expect(rows.find((line) => line.startsWith(`#${first.subscriptionId} `))).toMatch(new RegExp(`active\\s+2026-07-01 12:00\\s+${first.customer.email}\\s+\\$12\\.00 / month`));
    expect((await run(LATER, "list", "--status", "expired")).out).toEqual(["No subscriptions."]);
  });

  it("show prints the status, customer, dates, lines, totals, payment, orders and notes", async () => {
    const { subscriptionId, orderId, customer } = await subscribed();
    const shown = await run(LATER, "show", `#${subscriptionId}`);
    expect(shown.code).toBe(0);
    expect(shown.out).toEqual(
      expect.arrayContaining([
        `Subscription #${subscriptionId}  active`,
        `Customer: #${customer.id} ${customer.email}`,
        "Plan: $12.00 / month",
        "Start: 2026-06-01 12:00 UTC  Trial end: -  Next payment: 2026-07-01 12:00 UTC",
        "  Coffee club × 1  $12.00",
        `Orders: #${orderId} (parent)`,
        "Notes:",
      ]),
    );
  });

  it("cancel, suspend and activate move the subscription and say so, a second cancel ends a pending cancellation; a refused one exits 1 and changes nothing", async () => {
    const { subscriptionId } = await subscribed();
    expect(await run(LATER, "suspend", String(subscriptionId))).toEqual({ code: 0, out: [`Subscription #${subscriptionId} is now on-hold.`], err: [] });
    expect(await run(LATER, "suspend", String(subscriptionId))).toEqual({ code: 1, out: [], err: [`Subscription #${subscriptionId} is on-hold: only an active subscription can be suspended.`] });
    expect(await run(LATER, "activate", String(subscriptionId))).toEqual({ code: 0, out: [`Subscription #${subscriptionId} is now active.`], err: [] });
    expect((await getSubscriptionForMerchant(handle.db, subscriptionId))?.dates.nextPayment).toBe(DUE);
    expect(await run(LATER, "cancel", String(subscriptionId))).toEqual({ code: 0, out: [`Subscription #${subscriptionId} is now pending-cancel.`], err: [] });
    expect(await run(LATER, "activate", String(subscriptionId))).toMatchObject({ code: 1 });
    expect(await statusOf(subscriptionId)).toBe("pending-cancel");
    // Cancelling again ends the pending cancellation at once; then nothing is left to cancel.
    expect(await run(LATER, "cancel", String(subscriptionId))).toEqual({ code: 0, out: [`Subscription #${subscriptionId} is now cancelled.`], err: [] });
    expect(await run(LATER, "cancel", String(subscriptionId))).toEqual({ code: 1, out: [], err: [`Subscription #${subscriptionId} is cancelled: only an active, on-hold or pending-cancel subscription can be cancelled.`] });
  });

  it("activating a subscription suspended past its next payment moves the payment to the next one ahead, without charging the missed one", async () => {
    const { subscriptionId } = await subscribed();
    await run(LATER, "suspend", String(subscriptionId));
    expect(await run(new Date("2026-07-15T00:00:00.000Z"), "activate", String(subscriptionId))).toMatchObject({ code: 0 });
    expect((await getSubscriptionForMerchant(handle.db, subscriptionId))?.dates.nextPayment).toBe("2026-08-01T12:00:00.000Z");
    expect(await renewalOrdersOf(handle.db, subscriptionId)).toEqual([]);
  });

  it("process-renewal renews the due period once however often it runs, with one renewal order and one charge", async () => {
    const { subscriptionId } = await subscribed();
    const at = new Date(Date.parse(DUE) + 60_000);
    const first = await run(at, "process-renewal", String(subscriptionId));
    expect(first.code).toBe(0);
    expect(first.out[0]).toMatch(new RegExp(`^Renewal order #\\d+ of subscription #${subscriptionId} is paid; the next payment is 2026-08-01T12:00:00.000Z\\.$`));
    const orders = await renewalOrdersOf(handle.db, subscriptionId);
    expect(orders).toHaveLength(1);
    expect(await chargesOf(handle.db, orders[0]?.id ?? 0)).toHaveLength(1);
  });

  it("process-renewal before the due date, run twice at once, charges each period it renews once: one charge per renewal order, the schedule one period on per order", async () => {
    const { subscriptionId } = await subscribed();
    const both = await Promise.all([run(LATER, "process-renewal", String(subscriptionId)), run(LATER, "process-renewal", String(subscriptionId))]);
    expect(both.map((r) => r.code).sort()).toEqual(expect.arrayContaining([0]));
    const orders = await renewalOrdersOf(handle.db, subscriptionId);
    const charges = (await Promise.all(orders.map((o) => chargesOf(handle.db, o.id)))).flat();
    // Each period once: the orders made and the charges taken match, and the schedule moved one period per order.
    expect(charges).toHaveLength(orders.length);
    const months = ["2026-08-01T12:00:00.000Z", "2026-09-01T12:00:00.000Z"];
    expect((await getSubscriptionForMerchant(handle.db, subscriptionId))?.dates.nextPayment).toBe(months[orders.length - 1]);
  });

  it("process-renewal with a declining card exits 1 with the decline's words and leaves the subscription active", async () => {
    const { subscriptionId } = await subscribed(DECLINES_AFTER_SAVE_CARD);
    const failed = await run(LATER, "process-renewal", String(subscriptionId));
    expect(failed.code).toBe(1);
    expect(failed.err).toEqual([`The charge of subscription #${subscriptionId} failed (card_declined): Your card was declined. Nothing else changed.`]);
    expect(await statusOf(subscriptionId)).toBe("active");
  });

  it("answers an unknown subscription with exit 1, and a malformed command line with exit 2 and the usage", async () => {
    expect(await run(LATER, "show", "999999")).toEqual({ code: 1, out: [], err: ["No subscription #999999."] });
    expect(await run(LATER, "cancel", "999999")).toEqual({ code: 1, out: [], err: ["No subscription #999999."] });
    for (const args of [["cancel"], ["cancel", "abc"], ["frobnicate", "1"], ["list", "--status", "nope"], ["list", "--limit", "0"], ["show", "1", "2"], []]) {
      const answer = await run(LATER, ...args);
      expect(answer.code).toBe(2);
      expect(answer.err).toContain("Usage: npm run shop -- subscriptions <action>");
    }
  });
});

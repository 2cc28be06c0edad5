import { availableParallelism, loadavg } from "node:os";
import type { Kysely } from "kysely";
import { shipEverywhereFree } from "../server/checkout/test-checkout-fixture.ts";
import { MONTHLY, TEST_TIME_ZONE } from "../server/checkout/test-subscription-fixture.ts";
import { subscribeInBulk } from "../server/checkout/test-subscriptions-in-bulk.ts";
import type { DatabaseKind } from "../server/db/connect.ts";
import type { Database } from "../server/db/schema.ts";
import { createPaymentGateways } from "../server/payments/create-payment-gateways.ts";
import { getSubscriptionForMerchant } from "../server/subscriptions/get-subscription.ts";
import { renewDueSubscriptions } from "../server/subscriptions/renew-due-subscriptions.ts";
import { renewalPaymentsThroughGateways, type RenewalCharge, type RenewalPayments } from "../server/subscriptions/renewal-payments.ts";
import { openBenchDatabases, type BenchDatabases } from "./lib/bench-databases.ts";
import { databaseLabel } from "./lib/environment.ts";
import { budgetRow, errorRow, finishReport, formatNumber, problemRow, ratio, type BudgetRow } from "./lib/report.ts";
import { announceQuickMode, quickOr } from "./lib/quick-mode.ts";

// Issue 10's bar: renewals processed per second. 10,000 subscriptions fall due at once, and one run
// of the renewal job (renewDueSubscriptions, one process, as `shop worker` runs it) renews them all:
// per subscription a claim, a renewal order copying its lines, an off-session charge of the saved
// card at the card test processor, and the answer recorded. Goal: all 10,000 in under 60 s on
// SQLite on this 2-core machine; the same is measured on PostgreSQL. The baseline, measured in the
// same run on the same database: the renewal's charge alone, the same 10,000 off-session charges of
// the saved card through the same payments port, one after another.

/** BENCH_QUICK=1 renews 500, to check the plumbing. */
export const DUE_RENEWALS = quickOr(10_000, 500);
export const RENEWALS_BUDGET_SECONDS = 60;
const SIGN_UP = new Date("2027-03-01T09:00:00.000Z");
/** A minute after the month's renewals fell due. */
const RUN_AT = new Date("2027-04-01T09:01:00.000Z");
const PER_ORDER = 100;

interface Timed {
  seconds: number;
  perSecond: number;
}

async function timed(count: number, work: () => Promise<void>): Promise<Timed> {
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  return { seconds, perSecond: count / seconds };
}

/** The baseline: the renewal's off-session charge of a subscription's saved card, alone, `count` times with fresh keys. */
async function chargesAlone(db: Kysely<Database>, payments: RenewalPayments, subscriptionId: number, count: number): Promise<Timed> {
  const subscription = await getSubscriptionForMerchant(db, subscriptionId);
  if (subscription === null) throw new Error(`no subscription ${subscriptionId}`);
  const charge: RenewalCharge = {
    gatewayId: subscription.paymentMethod,
    orderId: subscription.parentOrderId,
    amount: subscription.totals.total,
    currency: subscription.currency,
    idempotencyKey: "",
    customer: { id: subscription.customerId, email: subscription.billing.email },
    savedMethodId: subscription.savedMethodId,
  };
  return timed(count, async () => {
    for (let i = 0; i < count; i += 1) {
      const result = await payments.chargeSaved({ ...charge, idempotencyKey: `bench-baseline:${i}` });
      if (result.kind !== "paid") throw new Error(`the baseline charge failed: ${result.code}`);
    }
  });
}

export async function renewalsOn(databases: BenchDatabases, kind: DatabaseKind): Promise<BudgetRow[]> {
  const label = databaseLabel(kind);
  const bar = `${DUE_RENEWALS.toLocaleString("en-US")} due renewals in one job run (${label})`;
  if (kind === "postgres" && databases.postgresMissing !== null) return [problemRow(bar, "SKIP", databases.postgresMissing)];
  try {
    const handle = await databases.open(kind, `renewals_throughput_${kind}`);
    await shipEverywhereFree(handle.db);
    const gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => RUN_AT });
    const seedStarted = performance.now();
    const ids = await subscribeInBulk(handle.db, gateways, { count: DUE_RENEWALS, perOrder: PER_ORDER, plan: MONTHLY, price: 2400, signUpOf: () => SIGN_UP });
    console.log(`  ${label}: ${ids.length} subscriptions due at ${RUN_AT.toISOString()} made in ${formatNumber((performance.now() - seedStarted) / 1000)} s`);
    const payments = renewalPaymentsThroughGateways(gateways);

    let renewed = 0;
    const run = await timed(DUE_RENEWALS, async () => {
      renewed = (await renewDueSubscriptions(handle.db, payments, RUN_AT, { timeZone: TEST_TIME_ZONE })).renewed;
    });
    if (renewed !== DUE_RENEWALS) throw new Error(`the job run renewed ${renewed} of ${DUE_RENEWALS} due subscriptions`);
    console.log(`  ${label}: ${renewed} renewed in ${formatNumber(run.seconds)} s, ${formatNumber(run.perSecond)} renewals/s`);
    const firstId = ids[0];
    if (firstId === undefined) throw new Error("no subscription was made");
    const baseline = await chargesAlone(handle.db, payments, firstId, DUE_RENEWALS);
    console.log(`  ${label}: baseline, the same ${DUE_RENEWALS} off-session charges alone: ${formatNumber(baseline.seconds)} s, ${formatNumber(baseline.perSecond)} charges/s`);
    return [
      budgetRow({
        bar,
        value: run.seconds,
        budget: RENEWALS_BUDGET_SECONDS,
        kind: "ceiling",
        unit: " s",
        detail: `${formatNumber(run.perSecond)} renewals/s`,
        baselineRatio: `${ratio(run.perSecond, baseline.perSecond, "the charge alone")} (${formatNumber(baseline.perSecond)} charges/s)`,
      }),
    ];
  } catch (error) {
    return [errorRow(bar, error)];
  }
}

if (import.meta.main) {
  announceQuickMode();
  console.log(`load average before the run: ${formatNumber(loadavg()[0] ?? 0)} on ${availableParallelism()} cores`);
  const databases = await openBenchDatabases();
  try {
    finishReport([...(await renewalsOn(databases, "sqlite")), ...(await renewalsOn(databases, "postgres"))]);
  } finally {
    await databases.close();
  }
  console.log(`load average after the run: ${formatNumber(loadavg()[0] ?? 0)}`);
}

import { availableParallelism, loadavg } from "node:os";
import { shipEverywhereFree } from "../server/checkout/test-checkout-fixture.ts";
import { runRenewalSimulation, type RenewalSimulationFigures } from "../server/checkout/test-renewal-simulation.ts";
import type { DatabaseKind } from "../server/db/connect.ts";
import { RENEWAL_CHARGE_LEASE_MS } from "../server/subscriptions/renewal-charge.ts";
import { openBenchDatabases, type BenchDatabases } from "./lib/bench-databases.ts";
import { databaseLabel } from "./lib/environment.ts";
import { errorRow, finishReport, formatNumber, problemRow, type BudgetRow } from "./lib/report.ts";
import { announceQuickMode, quickOr } from "./lib/quick-mode.ts";

// Issue 10's exactly-once bar: 10,000 subscription periods (1,000 monthly subscriptions of 10
// renewals each), renewed by two worker processes running the real renewal job on the same
// database (the same SQLite file; one PostgreSQL database), each firing it three times at once per
// simulated day, each crashing right after every 100th charge the processor accepted and before
// the commit (and started again). Then counted from the shop's tables and from the card test
// processor's own ledger: the bar is exactly one renewal order and one successful charge per
// subscription and period. The figures are printed; time is reported, not budgeted.
// The int test server/checkout/renewals-exactly-once.simulation.int.test.ts runs the same code on 300 periods.

/** BENCH_QUICK=1 simulates 500 periods, a crash or two per worker, to check the plumbing. */
const SUBSCRIPTIONS = quickOr(1_000, 50);
const PERIODS = 10;
export const SIMULATED_PERIODS = SUBSCRIPTIONS * PERIODS;
const WORKERS = 2;
const TRIGGERS_PER_TICK = 3;
const CRASH_AFTER_CHARGES = 100;

function describe(f: RenewalSimulationFigures): string {
  return [
    `${f.periodsSimulated} periods over ${f.days} simulated days`,
    `${f.chargesSent} charges sent to the processor (${f.chargesSent - f.periodsSimulated} beyond one per period: a crashed worker's charge sent again with the same key)`,
    `${f.crashes} crashes injected, ${f.takenOver} renewals a crashed worker left charging taken over (charged again, same key)`,
    `${f.claimsRefused} duplicate claims refused`,
    `${f.passes} passes, ${f.passErrors} threw${f.firstPassError === null ? "" : ` (first: ${f.firstPassError.slice(0, 200)})`}`,
    `seeded in ${formatNumber(f.seedSeconds)} s, simulated in ${formatNumber(f.runSeconds)} s`,
  ].join("; ");
}

function rowsOf(label: string, f: RenewalSimulationFigures): BudgetRow[] {
  const l = f.ledger;
  const orders = l.periodsByStatus.paid === f.periodsSimulated && Object.keys(l.periodsByStatus).length === 1 && l.periodsWithoutOrder === 0 && l.strayOrders === 0 && l.renewalOrdersByStatus.processing === f.periodsSimulated && l.subscriptionsByRenewalOrders[String(PERIODS)] === SUBSCRIPTIONS;
  const charges = l.periodsChargedOnce === f.periodsSimulated && l.periodsWithoutCharge === 0 && l.periodsChargedMoreThanOnce === 0 && l.unsuccessfulCharges === 0 && l.renewalKeys === f.periodsSimulated;
  const bar = (what: string, ok: boolean, measured: string): BudgetRow => ({ bar: `${what} (${label})`, measured, baselineRatio: "—", budget: "exactly 1 per subscription and period", ofBudget: null, verdict: ok ? "PASS" : "FAIL" });
  return [
    bar(
      "renewal orders per subscription and period",
      orders,
      `periods ${JSON.stringify(l.periodsByStatus)}, renewal orders ${JSON.stringify(l.renewalOrdersByStatus)}, subscriptions by renewal orders ${JSON.stringify(l.subscriptionsByRenewalOrders)}, ${l.periodsWithoutOrder} periods without an order, ${l.strayOrders} stray orders`,
    ),
    bar(
      "successful charges per subscription and period, at the processor",
      charges,
      `${l.periodsChargedOnce} periods charged once, ${l.periodsChargedMoreThanOnce} more than once, ${l.periodsWithoutCharge} never, ${l.unsuccessfulCharges} unsuccessful, ${l.renewalKeys} renewal idempotency keys`,
    ),
  ];
}

export async function exactlyOnceOn(databases: BenchDatabases, kind: DatabaseKind): Promise<BudgetRow[]> {
  const label = databaseLabel(kind);
  if (kind === "postgres" && databases.postgresMissing !== null) return [problemRow(`renewals exactly once (${label})`, "SKIP", databases.postgresMissing)];
  try {
    const handle = await databases.open(kind, `renewals_exactly_once_${kind}`);
    await shipEverywhereFree(handle.db);
    const figures = await runRenewalSimulation(handle.db, {
      connection: { url: handle.url },
      subscriptions: SUBSCRIPTIONS,
      periods: PERIODS,
      workers: WORKERS,
      triggersPerTick: TRIGGERS_PER_TICK,
      crashAfterCharges: CRASH_AFTER_CHARGES,
      perOrder: 25,
      leaseMs: RENEWAL_CHARGE_LEASE_MS,
    });
    console.log(`  ${label}: ${describe(figures)}`);
    console.log(`  ${label}: subscriptions at the end ${JSON.stringify(figures.ledger.subscriptionsByStatus)}`);
    return rowsOf(label, figures);
  } catch (error) {
    return [errorRow(`renewals exactly once (${label})`, error)];
  }
}

if (import.meta.main) {
  announceQuickMode();
  console.log(`load average before the run: ${formatNumber(loadavg()[0] ?? 0)} on ${availableParallelism()} cores`);
  const databases = await openBenchDatabases();
  try {
    finishReport([...(await exactlyOnceOn(databases, "sqlite")), ...(await exactlyOnceOn(databases, "postgres"))]);
  } finally {
    await databases.close();
  }
  console.log(`load average after the run: ${formatNumber(loadavg()[0] ?? 0)}`);
}

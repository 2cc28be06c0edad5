import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { RENEWAL_CHARGE_LEASE_MS } from "../subscriptions/renewal-charge.ts";
import { shipEverywhereFree } from "./test-checkout-fixture.ts";
import { runRenewalSimulation, type RenewalSimulationFigures } from "./test-renewal-simulation.ts";

// Issue 10's exactly-once bar, small enough for every CI run (`npm run bench:renewals-exactly-once`
// runs the same simulation with 10,000 periods): two worker processes on the same database, each
// firing the renewal job three times at once per simulated day, and crashing after every 25th
// charge the processor accepted, before the commit. Counted afterwards from the shop's tables and
// from the processor's own ledger: one renewal order and one successful charge per subscription and period.

const SUBSCRIPTIONS = 60;
const PERIODS = 5;
const PERIODS_SIMULATED = SUBSCRIPTIONS * PERIODS;

describe("renewals exactly once, simulated with two crashing worker processes", () => {
  let handle: TestDatabaseHandle;
  let figures: RenewalSimulationFigures;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    figures = await runRenewalSimulation(handle.db, {
      connection: handle.connection,
      subscriptions: SUBSCRIPTIONS,
      periods: PERIODS,
      workers: 2,
      triggersPerTick: 3,
      crashAfterCharges: 25,
      perOrder: 10,
      leaseMs: RENEWAL_CHARGE_LEASE_MS,
    });
  }, 120_000);
  afterAll(() => handle.close());

  it("injected crashes between charge and commit, and the charges they left were taken over", () => {
    expect(figures.crashes).toBeGreaterThanOrEqual(PERIODS_SIMULATED / 25 - 2);
    expect(figures.takenOver).toBeGreaterThan(0);
    expect(figures.chargesSent).toBeGreaterThan(PERIODS_SIMULATED);
  });

  it("every period has one paid renewal and one processing renewal order, and no other order was made", () => {
    expect(figures.ledger.periodsByStatus).toEqual({ paid: PERIODS_SIMULATED });
    expect(figures.ledger.periodsWithoutOrder).toBe(0);
    expect(figures.ledger.renewalOrdersByStatus).toEqual({ processing: PERIODS_SIMULATED });
    expect(figures.ledger.subscriptionsByRenewalOrders).toEqual({ [PERIODS]: SUBSCRIPTIONS });
    expect(figures.ledger.strayOrders).toBe(0);
  });

  it("the processor's ledger holds exactly one successful charge per period and one idempotency key per period", () => {
    expect(figures.ledger).toMatchObject({ periodsChargedOnce: PERIODS_SIMULATED, periodsWithoutCharge: 0, periodsChargedMoreThanOnce: 0, unsuccessfulCharges: 0, renewalKeys: PERIODS_SIMULATED });
  });

  it("every subscription expired after its last period", () => {
    expect(figures.ledger.subscriptionsByStatus).toEqual({ expired: SUBSCRIPTIONS });
  });
});

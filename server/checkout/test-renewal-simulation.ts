import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { createPaymentGateways } from "../payments/create-payment-gateways.ts";
import type { RenewalPass } from "../subscriptions/renew-due-subscriptions.ts";
import { countRenewalLedger, type RenewalLedger } from "./test-renewal-ledger.ts";
import { CRASH_EXIT_CODE, type ParentMessage, type WorkerMessage, type WorkerSetup } from "./test-renewal-simulation-protocol.ts";
import { subscribeInBulk } from "./test-subscriptions-in-bulk.ts";
import { MONTHLY } from "./test-subscription-fixture.ts";

// Issue 10's exactly-once bar as a simulation (test and bench support): `subscriptions` monthly
// subscriptions of `periods` renewals each, signed up over 28 days, renewed by `workers` worker
// processes (test-renewal-simulation-worker.ts) running the real renewal job on the same database,
// each firing it `triggersPerTick` times at once per simulated day, and crashing right after every
// `crashAfterCharges`-th charge the processor accepted, before the commit; a crashed worker is
// started again. The clock is simulated: the day only moves when every worker has finished it,
// and runs until every subscription has expired and no charge is left in flight. The ledger is then
// counted from the shop's tables and from the processor's own.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Customers sign up on 28 consecutive days, so some renewals fall due on most simulated days. */
const SIGN_UP_DAYS = 28;
const FIRST_SIGN_UP = Date.UTC(2027, 0, 1, 12);
/** The job runs an hour after the renewals' time of day. */
const TICK_OFFSET_MS = 60 * 60 * 1000;
/** Days the simulation may go on past the last end for charges in flight; more means something is stuck. */
const MAX_DRAIN_TICKS = 10;
const WORKER_ENTRY = fileURLToPath(new URL("./test-renewal-simulation-worker.ts", import.meta.url));

export interface RenewalSimulationPlan {
  /** The database the workers connect to (the same SQLite file, or PostgreSQL database and schema). */
  connection: { url: string; schema?: string };
  subscriptions: number;
  /** Renewals per subscription. */
  periods: number;
  workers: number;
  triggersPerTick: number;
  /** Each worker process exits after every n-th charge the processor accepted (0: never). */
  crashAfterCharges: number;
  /** Subscriptions per parent order. */
  perOrder: number;
  /** The renewal charge's lease; a crashed charge is taken over on a later day. */
  leaseMs: number;
}

export interface RenewalSimulationFigures {
  periodsSimulated: number;
  days: number;
  passes: number;
  /** Charges the workers sent to the processor, taken-over ones included. */
  chargesSent: number;
  crashes: number;
  /** Renewals a crashed worker left charging (charged or not yet), taken over after their lease and recorded by another pass. */
  takenOver: number;
  /** Periods a pass found due but another trigger or worker had claimed (or held) by the time it looked. */
  claimsRefused: number;
  renewed: number;
  /** Errors thrown by passes (the next pass picks their work up); the first one, to read. */
  passErrors: number;
  firstPassError: string | null;
  seedSeconds: number;
  runSeconds: number;
  ledger: RenewalLedger;
}

interface Worker {
  child: ChildProcess;
  /** Takes the worker's report of the tick, "crashed" (the injected crash), or why it died otherwise. */
  waiting: ((message: WorkerMessage | "crashed" | Error) => void) | null;
}

export async function runRenewalSimulation(db: Kysely<Database>, plan: RenewalSimulationPlan): Promise<RenewalSimulationFigures> {
  const seedStarted = performance.now();
  const gateways = createPaymentGateways(db, { production: false, stripe: null, clock: () => new Date(FIRST_SIGN_UP) });
  // N periods of renewals after the sign-up's payment: a length of N + 1 payments.
  const planOf = { ...MONTHLY, length: plan.periods + 1 };
  await subscribeInBulk(db, gateways, { count: plan.subscriptions, perOrder: plan.perOrder, plan: planOf, price: 1500, signUpOf: (c) => new Date(FIRST_SIGN_UP + (c % SIGN_UP_DAYS) * DAY_MS) });
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const totals = { passes: 0, chargesSent: 0, crashes: 0, takenOver: 0, claimsRefused: 0, renewed: 0, passErrors: 0 };
  let firstPassError: string | null = null;
  const setup: WorkerSetup = { databaseUrl: plan.connection.url, ...(plan.connection.schema === undefined ? {} : { schema: plan.connection.schema }), poolSize: plan.triggersPerTick + 1, crashAfterCharges: plan.crashAfterCharges, leaseMs: plan.leaseMs };
  const workers: Worker[] = [];
  const runStarted = performance.now();

  let stopping = false;
  let fatal: Error | null = null;
  const start = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const child = fork(WORKER_ENTRY, [JSON.stringify(setup)], { execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"] });
      const worker: Worker = { child, waiting: null };
      child.on("message", (message: WorkerMessage) => {
        if (message.type === "ready") resolve(worker);
        else if (message.type === "crashing") totals.chargesSent += message.chargesSent;
        else worker.waiting?.(message);
      });
      child.once("exit", (code, signal) => {
        if (code === CRASH_EXIT_CODE) {
          totals.crashes += 1;
          worker.waiting?.("crashed");
          return;
        }
        if (stopping && code === 0) return;
        fatal = new Error(`a renewal worker exited unexpectedly (${signal ?? `code ${code}`})`);
        reject(fatal);
        worker.waiting?.(fatal);
      });
    });
  const tick = (index: number, now: Date): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = workers[index];
      if (worker === undefined || fatal !== null) return reject(fatal ?? new Error(`no worker ${index}`));
      worker.waiting = (message) => {
        worker.waiting = null;
        if (message instanceof Error) return reject(message);
        if (message === "crashed") {
          // The day goes on without it; a later day finds the charge it left, after its lease.
          start().then((again) => {
            workers[index] = again;
            resolve();
          }, reject);
          return;
        }
        if (message.type === "done") record(message.pass, message.errors, message.chargesSent);
        resolve();
      };
      worker.child.send({ type: "tick", now: now.toISOString(), triggers: plan.triggersPerTick } satisfies ParentMessage);
    });
  const record = (pass: RenewalPass, errors: string[], chargesSent: number) => {
    totals.passes += plan.triggersPerTick;
    totals.chargesSent += chargesSent;
    totals.takenOver += pass.resumed;
    totals.claimsRefused += pass.claimedElsewhere + pass.skipped;
    totals.renewed += pass.renewed;
    totals.passErrors += errors.length;
    firstPassError ??= errors[0] ?? null;
  };

  let days = 0;
  try {
    for (let i = 0; i < plan.workers; i += 1) workers.push(await start());
    const lastEnd = new Date(FIRST_SIGN_UP + (SIGN_UP_DAYS - 1) * DAY_MS);
    lastEnd.setUTCMonth(lastEnd.getUTCMonth() + plan.periods + 1);
    let drain = 0;
    for (let now = FIRST_SIGN_UP + DAY_MS + TICK_OFFSET_MS; ; now += DAY_MS) {
      days += 1;
      await Promise.all(workers.map((_, i) => tick(i, new Date(now))));
      if (now <= lastEnd.getTime()) continue;
      if ((await chargesInFlight(db)) === 0 || (drain += 1) > MAX_DRAIN_TICKS) break;
    }
  } finally {
    stopping = true;
    for (const worker of workers) {
      worker.waiting = null;
      if (worker.child.connected) worker.child.send({ type: "stop" } satisfies ParentMessage);
    }
    await Promise.all(workers.filter((w) => w.child.exitCode === null).map((w) => new Promise((resolve) => w.child.once("exit", resolve))));
  }
  const runSeconds = (performance.now() - runStarted) / 1000;
  return { periodsSimulated: plan.subscriptions * plan.periods, days, ...totals, firstPassError, seedSeconds, runSeconds, ledger: await countRenewalLedger(db) };
}

async function chargesInFlight(db: Kysely<Database>): Promise<number> {
  const rows = await db.selectFrom("subscription_renewals").select("id").where("status", "=", "charging").execute();
  return rows.length;
}

import { connectDatabase } from "../db/connect.ts";
import { createPaymentGateways } from "../payments/create-payment-gateways.ts";
import { renewDueSubscriptions, type RenewalPass } from "../subscriptions/renew-due-subscriptions.ts";
import { renewalPaymentsThroughGateways, type RenewalPayments } from "../subscriptions/renewal-payments.ts";
import { TEST_TIME_ZONE } from "./test-subscription-fixture.ts";
import type { ParentMessage, WorkerMessage, WorkerSetup } from "./test-renewal-simulation-protocol.ts";
import { CRASH_EXIT_CODE } from "./test-renewal-simulation-protocol.ts";

// One worker process of the exactly-once simulation (test-renewal-simulation.ts): a shop worker
// running the real renewal job, renewDueSubscriptions, against the shared database, at the
// simulated time each tick gives, fired several times at once per tick (duplicate triggers).
// The crash is injected here, in the simulation's wrapper of the processor client, and nowhere
// in the shop's code: after the processor accepted every `crashAfterCharges`-th charge this
// process sent, the process exits on the spot, before the renewal job records the answer.

const setup = JSON.parse(process.argv[2] ?? "{}") as WorkerSetup;
const handle = connectDatabase(setup.databaseUrl, { poolSize: setup.poolSize, ...(setup.schema === undefined ? {} : { schema: setup.schema }) });
let now = new Date(0);
const gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => now });
const processor = renewalPaymentsThroughGateways(gateways);

const send = (message: WorkerMessage, then: () => void = () => undefined) => process.send?.(message, then);
let chargesSent = 0;
let acceptedSinceStart = 0;
let dying = false;

const crashingPayments: RenewalPayments = {
  async chargeSaved(charge) {
    // A dying process sends nothing more: its other passes stop where they are.
    if (dying) return new Promise<never>(() => undefined);
    chargesSent += 1;
    const result = await processor.chargeSaved(charge);
    acceptedSinceStart += 1;
    if (setup.crashAfterCharges > 0 && acceptedSinceStart % setup.crashAfterCharges === 0 && !dying) {
      dying = true;
      send({ type: "crashing", chargesSent }, () => process.exit(CRASH_EXIT_CODE));
      return new Promise<never>(() => undefined);
    }
    return result;
  },
};

function add(total: RenewalPass, pass: RenewalPass): void {
  for (const key of Object.keys(total) as (keyof RenewalPass)[]) total[key] += pass[key];
}

async function runTick(at: Date, triggers: number): Promise<void> {
  now = at;
  const total: RenewalPass = { renewed: 0, failed: 0, manual: 0, outOfStock: 0, resumed: 0, retried: 0, expired: 0, cancelled: 0, trialsEnded: 0, claimedElsewhere: 0, skipped: 0 };
  const errors: string[] = [];
  const passes = Array.from({ length: triggers }, () => renewDueSubscriptions(handle.db, crashingPayments, at, { timeZone: TEST_TIME_ZONE, leaseMs: setup.leaseMs }));
  for (const outcome of await Promise.allSettled(passes)) {
    if (outcome.status === "fulfilled") add(total, outcome.value);
    else errors.push(outcome.reason instanceof AggregateError ? outcome.reason.errors.map(String).join("; ") : String(outcome.reason));
  }
  if (!dying) send({ type: "done", pass: total, errors, chargesSent });
  chargesSent = 0;
}

process.on("message", (message: ParentMessage) => {
  if (message.type === "stop") {
    void handle.close().then(() => process.exit(0));
    return;
  }
  runTick(new Date(message.now), message.triggers).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
send({ type: "ready" });

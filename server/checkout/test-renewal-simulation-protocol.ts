import type { RenewalPass } from "../subscriptions/renew-due-subscriptions.ts";

// What the exactly-once simulation and its worker processes say to each other over IPC.

/** How a worker ends when the simulation crashes it between a charge and its commit. */
export const CRASH_EXIT_CODE = 75;

export interface WorkerSetup {
  databaseUrl: string;
  /** PostgreSQL schema of a test database. */
  schema?: string;
  poolSize: number;
  /** Exit after every n-th charge the processor accepted (0: never). */
  crashAfterCharges: number;
  /** The renewal charge's lease (RenewalOptions.leaseMs). */
  leaseMs: number;
}

export type ParentMessage = { type: "tick"; now: string; triggers: number } | { type: "stop" };

export type WorkerMessage =
  | { type: "ready" }
  /** A tick's passes all ended: their summed counts, the errors they threw, and the charges sent to the processor since the last report. */
  | { type: "done"; pass: RenewalPass; errors: string[]; chargesSent: number }
  /** Sent just before the injected crash. */
  | { type: "crashing"; chargesSent: number };

import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";
import type { CheckpointerSetup, FromCheckpointer, ToCheckpointer } from "./wal-checkpointer.ts";

// The WAL checkpointer's thread (see wal-checkpointer.ts): its own connection to the shop's file,
// checkpointing on a timer. A checkpoint copies pages back into the database file and fsyncs it;
// here that wait blocks this thread only, never the one answering requests.

const { path, intervalMs, restartFrames } = workerData as CheckpointerSetup;
const database = new DatabaseSync(path);
// Only TRUNCATE waits on locks (PASSIVE never does), and only on another process's: the shop's own
// queries are held. Someone else's transaction (the shop CLI importing, a backup, a sqlite3 shell
// left open) must not freeze the shop for longer than this; TRUNCATE then gives up and copies what
// it can, as PASSIVE would.
const TRUNCATE_BUSY_TIMEOUT_MS = 100;
database.exec(`PRAGMA busy_timeout = ${TRUNCATE_BUSY_TIMEOUT_MS}`);
// PASSIVE copies what no reader still needs and never waits for, or blocks, readers and writers.
const passive = database.prepare("PRAGMA wal_checkpoint(PASSIVE)");
// TRUNCATE also empties the log file, so the next writer starts it from its beginning and a burst
// leaves no gigabyte file behind; it waits for readers and writers, so it runs only while the shop
// holds its queries.
const truncate = database.prepare("PRAGMA wal_checkpoint(TRUNCATE)");
const checkpoint = (statement = passive) => statement.all()[0] as { busy: number; log: number; checkpointed: number };
const tell = (message: FromCheckpointer) => parentPort?.postMessage(message);

// A writer starts the log again from its beginning only if every frame was copied when its
// transaction began: writers that never pause miss that moment, so the log grows without end (a
// gigabyte in 30 s of saturated adds to cart). Past `restartFrames` the thread asks the shop to
// hold its queries for one TRUNCATE checkpoint.
// While another process keeps it from emptying the log, it asks again after twice as many
// intervals each time (up to MAX_BACKOFF), so a long transaction elsewhere costs the shop a short
// hold now and then, not one every interval.
const MAX_BACKOFF = 64;
let awaitingHold = false;
let backoff = 1;
let nextHoldAt = 0;
const timer = setInterval(() => {
  if (awaitingHold) return;
  const { log } = checkpoint();
  if (log >= restartFrames && Date.now() >= nextHoldAt) {
    awaitingHold = true;
    tell("hold-queries");
  }
}, intervalMs);

let stopped = false;
parentPort?.on("message", (message: ToCheckpointer) => {
  // A hold the shop granted as it was stopping arrives after "stop": the database is closed by then.
  if (stopped) return;
  if (message === "queries-held") {
    const { busy } = checkpoint(truncate);
    backoff = busy ? Math.min(backoff * 2, MAX_BACKOFF) : 1;
    nextHoldAt = busy ? Date.now() + backoff * intervalMs : 0;
    awaitingHold = false;
    tell("checkpointed");
    return;
  }
  stopped = true;
  clearInterval(timer);
  checkpoint();
  database.close();
  tell("stopped");
  parentPort?.close();
});

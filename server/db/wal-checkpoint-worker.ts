import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";
import type { CheckpointerSetup, FromCheckpointer, ToCheckpointer } from "./wal-checkpointer.ts";

// The WAL checkpointer's thread (see wal-checkpointer.ts): its own connection to the shop's file,
// checkpointing on a timer. A checkpoint copies pages back into the database file and fsyncs it;
// here that wait blocks this thread only, never the one answering requests.

const { path, intervalMs, restartFrames } = workerData as CheckpointerSetup;
const database = new DatabaseSync(path);
database.exec("PRAGMA busy_timeout = 5000");
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
let awaitingHold = false;
const timer = setInterval(() => {
  if (awaitingHold) return;
  const { log } = checkpoint();
  if (log >= restartFrames) {
    awaitingHold = true;
    tell("hold-queries");
  }
}, intervalMs);

parentPort?.on("message", (message: ToCheckpointer) => {
  if (message === "queries-held") {
    checkpoint(truncate);
    awaitingHold = false;
    tell("checkpointed");
    return;
  }
  clearInterval(timer);
  checkpoint();
  database.close();
  tell("stopped");
  parentPort?.close();
});

import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";

// The WAL checkpointer's thread (see wal-checkpointer.ts): its own connection to the shop's file,
// checkpointing on a timer. A checkpoint copies pages back into the database file and fsyncs it;
// here that wait blocks this thread only, never the one answering requests.

interface CheckpointerSetup {
  path: string;
  intervalMs: number;
}

const { path, intervalMs } = workerData as CheckpointerSetup;
const database = new DatabaseSync(path);
database.exec("PRAGMA busy_timeout = 5000");
// PASSIVE copies what no reader still needs and never waits for, or blocks, readers and writers.
const checkpoint = () => database.exec("PRAGMA wal_checkpoint(PASSIVE)");
const timer = setInterval(checkpoint, intervalMs);

parentPort?.on("message", (message: unknown) => {
  if (message !== "stop") return;
  clearInterval(timer);
  checkpoint();
  database.close();
  parentPort?.postMessage("stopped");
  parentPort?.close();
});

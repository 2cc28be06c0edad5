import { once } from "node:events";
import { Worker } from "node:worker_threads";

// SQLite in WAL mode checkpoints on the connection whose commit crosses the threshold (1,000 pages
// by default): that commit then copies the log into the database file and fsyncs it, on the event
// loop, and every request waits. Under a saturated add-to-cart load one answer took about 5 s
// (issue 13). The shop's long-running processes turn that off on their connection and checkpoint
// from a worker thread instead.

/** Often enough that the log stays small under any load, rarely enough to cost nothing idle. */
export const WAL_CHECKPOINT_INTERVAL_MS = 1000;

export interface WalCheckpointer {
  /** Checkpoints once more, then ends the thread. */
  stop(): Promise<void>;
}

export function startWalCheckpointer(path: string, intervalMs = WAL_CHECKPOINT_INTERVAL_MS): WalCheckpointer {
  const worker = new Worker(new URL("./wal-checkpoint-worker.ts", import.meta.url), { workerData: { path, intervalMs } });
  // It must never keep a process alive that has nothing else to do.
  worker.unref();
  worker.on("error", (error) => console.error("The WAL checkpointer stopped", error));
  return {
    async stop() {
      const exited = once(worker, "exit");
      worker.postMessage("stop");
      await exited;
    },
  };
}

import { once } from "node:events";
import { Worker } from "node:worker_threads";

// SQLite in WAL mode checkpoints on the connection whose commit crosses the threshold (1,000 pages
// by default): that commit then copies the log into the database file and fsyncs it, on the event
// loop, and every request waits. Under a saturated add-to-cart load one answer took about 5 s
// (issue 13). The shop's long-running processes turn that off on their connection and checkpoint
// from a worker thread instead.
//
// A checkpoint beside busy writers never catches up, though, and the log only starts again from
// its beginning once it has: so when the log passes a threshold, the thread asks the shop to hold
// its queries (`holdQueries`, asynchronously: the event loop goes on, queries wait their turn as
// they do behind a transaction) while it copies the rest and empties the log. The hold lasts until
// the thread says it is done, however slow the disk: released early, the shop's next write would
// find the log locked and wait in SQLite's busy handler, which sleeps on the event loop.

/** Often enough that the log stays small under any load, rarely enough to cost nothing idle. */
export const WAL_CHECKPOINT_INTERVAL_MS = 1000;
/** SQLite's own checkpoint threshold (1,000 pages, 4 MB of 4 KB pages). */
export const WAL_RESTART_FRAMES = 1000;

export interface CheckpointerSetup {
  path: string;
  intervalMs: number;
  restartFrames: number;
}
export type ToCheckpointer = "queries-held" | "stop";
export type FromCheckpointer = "hold-queries" | "checkpointed" | "stopped";

export interface WalCheckpointerOptions {
  /** Runs `whileHeld` with the database to itself: no query starts until it settles. */
  holdQueries: (whileHeld: () => Promise<void>) => Promise<void>;
  intervalMs?: number;
  restartFrames?: number;
}

export interface WalCheckpointer {
  /** Checkpoints once more, then ends the thread. */
  stop(): Promise<void>;
}

export function startWalCheckpointer(path: string, { holdQueries, intervalMs = WAL_CHECKPOINT_INTERVAL_MS, restartFrames = WAL_RESTART_FRAMES }: WalCheckpointerOptions): WalCheckpointer {
  const setup: CheckpointerSetup = { path, intervalMs, restartFrames };
  const worker = new Worker(new URL("./wal-checkpoint-worker.ts", import.meta.url), { workerData: setup });
  // It must never keep a process alive that has nothing else to do.
  worker.unref();
  let release: (() => void) | null = null;
  let exited = false;
  let stopping = false;
  worker.on("error", (error) => console.error("The WAL checkpointer stopped", error));
  // A thread that ended can no longer say it is done: nothing stays held after it.
  worker.on("exit", () => {
    exited = true;
    release?.();
  });
  const tell = (message: ToCheckpointer) => worker.postMessage(message);
  worker.on("message", (message: FromCheckpointer) => {
    if (message === "checkpointed") release?.();
    if (message !== "hold-queries") return;
    holdQueries(
      () =>
        new Promise<void>((resolve) => {
          if (exited || stopping) return resolve();
          release = () => {
            release = null;
            resolve();
          };
          tell("queries-held");
        }),
    ).catch((error: unknown) => console.error("The WAL checkpointer could not hold the shop's queries", error));
  });
  return {
    async stop() {
      stopping = true;
      release?.();
      const exited = once(worker, "exit");
      tell("stop");
      await exited;
    },
  };
}

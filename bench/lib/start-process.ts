import { type ChildProcess, spawn } from "node:child_process";

// Servers under test run as their own processes, started with the same Node as the bench, so
// the load generator in this process does not share an event loop with them.

const READY_POLL_INTERVAL_MS = 100;
const STOP_GRACE_MS = 5_000;
const OUTPUT_TAIL_CHARS = 4_000;

export interface StartProcessOptions {
  name: string;
  /** Arguments after the Node executable, e.g. ["server/main.ts"]. */
  args: string[];
  env: Record<string, string>;
  /** Polled with GET until it answers 200. */
  readyUrl: string;
  readyTimeoutMs: number;
  cwd?: string;
}

export interface RunningProcess {
  name: string;
  pid: number;
  /** The last lines it printed, for error messages. */
  output(): string;
  /** How it ended ("exit code 1", "signal SIGKILL"), or null while it runs. */
  ended(): string | null;
  stop(): Promise<void>;
}

function endedHow(child: ChildProcess): string | null {
  if (child.signalCode !== null) return `signal ${child.signalCode}`;
  if (child.exitCode !== null) return `exit code ${child.exitCode}`;
  return null;
}

function exited(child: ChildProcess): Promise<void> {
  if (endedHow(child) !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status === 200;
  } catch (error) {
    if (error instanceof TypeError) return false; // connection refused while it boots
    throw error;
  }
}

export async function startProcess(options: StartProcessOptions): Promise<RunningProcess> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd ?? process.cwd(),
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let tail = "";
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString("utf8")).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${options.name} did not start`);

  const running: RunningProcess = {
    name: options.name,
    pid,
    output: () => tail,
    ended: () => endedHow(child),
    async stop() {
      if (endedHow(child) !== null) return;
      const done = exited(child);
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
      await done;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + options.readyTimeoutMs;
  while (Date.now() < deadline) {
    const ended = endedHow(child);
    if (ended !== null) {
      const firstLine = tail.split("\n").find((line) => line.trim() !== "") ?? "(no output)";
      throw new Error(`${options.name} ended (${ended}) before it was ready: ${firstLine}\n${tail}`);
    }
    if (await answersOk(options.readyUrl)) return running;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_INTERVAL_MS));
  }
  await running.stop();
  throw new Error(`${options.name} was not ready at ${options.readyUrl} within ${options.readyTimeoutMs} ms:\n${tail}`);
}

import { readFileSync } from "node:fs";

// What a server process under test uses, read from Linux's /proc: its memory now and at its peak,
// and the CPU time it has spent, so a load run can say how busy the server was.

/** Linux reports process CPU times in clock ticks of USER_HZ, which is 100 on every architecture. */
const CLOCK_TICKS_PER_SECOND = 100;

export interface ProcessMemory {
  /** VmRSS: resident set size now. */
  rssBytes: number;
  /** VmHWM: the highest resident set size since the process started. */
  peakRssBytes: number;
}

function statusField(status: string, name: string, pid: number): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, "m").exec(status);
  if (!match?.[1]) throw new Error(`no ${name} in /proc/${pid}/status (is it a Linux process that still runs?)`);
  return Number(match[1]) * 1024;
}

export function readProcessMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return { rssBytes: statusField(status, "VmRSS", pid), peakRssBytes: statusField(status, "VmHWM", pid) };
}

/** User plus system CPU time the process has spent so far, in milliseconds. */
export function readProcessCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name and state.
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`cannot read CPU times from /proc/${pid}/stat`);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

export const MEGABYTE = 1024 * 1024;

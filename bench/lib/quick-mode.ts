// BENCH_QUICK=1 shortens every load run (2 s, after a 1 s warm-up), shrinks the bulk catalogue and
// the renewal runs, and audits each page with Lighthouse once, so the whole plumbing (shops,
// databases, rows, summary) can be checked end to end on a busy machine. Its figures mean nothing:
// never quote them.

export const QUICK_MODE = process.env.BENCH_QUICK === "1";

const QUICK_RUN_SECONDS = 2;
const QUICK_WARMUP_SECONDS = 1;

/** A load run's duration: as given, or at most 2 s in quick mode. */
export function loadSeconds(seconds: number): number {
  return QUICK_MODE ? Math.min(seconds, QUICK_RUN_SECONDS) : seconds;
}

/** A warm-up's duration: as given, or at most 1 s in quick mode. */
export function warmupLoadSeconds(seconds: number): number {
  return QUICK_MODE ? Math.min(seconds, QUICK_WARMUP_SECONDS) : seconds;
}

/** A count of things to create or ask for: `full`, or `quick` in quick mode. */
export function quickOr<T>(full: T, quick: T): T {
  return QUICK_MODE ? quick : full;
}

/** Said once at the start of a run, so a quick run's figures are never mistaken for real ones. */
export function announceQuickMode(): void {
  if (QUICK_MODE) console.log("BENCH_QUICK=1: short runs and a small catalogue to check the plumbing; these figures mean nothing");
}

// A process's sender for a mail outbox (the order mails', the subscription mails'): the edge kicks
// it after a use case that queued mail commits, so mail goes out within moments without a worker;
// the scheduled job drains it too, which picks up whatever a crash or an unreachable mail server
// left behind. Each outbox brings its own pass (claim, send, record); this runs the passes.

/** Longer than any SMTP exchange takes: a claim older than this means its sender died. */
export const OUTBOX_LEASE_MS = 10 * 60 * 1000;
/** Attempts before a mail is given up (the retries span about four hours). */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** The wait after the first failed attempt; it doubles after each further one. */
export const OUTBOX_FIRST_RETRY_MS = 2 * 60 * 1000;

/** A type, not an interface, so it reads as the jobs' summary (a record of counts). */
export type OutboxSummary = {
  sent: number;
  skipped: number;
  failed: number;
};

export interface OutboxPass<Failure> {
  /** Mails this pass claimed (whatever became of them). */
  claimed: number;
  sent: number;
  skipped: number;
  failures: Failure[];
}

/** How one outbox finds, claims, sends and marks its mails (each module owns its outbox table). */
export interface OutboxSteps<Mail extends { attempts: number }, Failure> {
  findDue: (at: string, limit: number) => Promise<Mail[]>;
  /** A conditional update with a lease, so of several senders passing at once one gets the mail. */
  claim: (mail: Mail, at: string, leaseUntil: string) => Promise<boolean>;
  send: (mail: Mail) => Promise<"sent" | "skipped">;
  markFailed: (mail: Mail, error: string, retryAt: string | null) => Promise<void>;
  markDone: (mail: Mail, outcome: "sent" | "skipped", at: string) => Promise<void>;
  failure: (mail: Mail, attempt: number, error: string, gaveUp: boolean) => Failure;
}

function retryAt(now: Date, attempt: number): string | null {
  if (attempt >= OUTBOX_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + OUTBOX_FIRST_RETRY_MS * 2 ** (attempt - 1)).toISOString();
}

/**
 * One pass over the due mails: claim, send, mark. Outside any transaction (sending is slow). A
 * sender that dies mid-send frees its mail when the lease runs out; a failed attempt is tried again
 * later, a little later each time, then given up.
 */
export async function runOutboxPass<Mail extends { attempts: number }, Failure>(steps: OutboxSteps<Mail, Failure>, now: Date, limit: number): Promise<OutboxPass<Failure>> {
  const at = now.toISOString();
  const pass: OutboxPass<Failure> = { claimed: 0, sent: 0, skipped: 0, failures: [] };
  for (const mail of await steps.findDue(at, limit)) {
    if (!(await steps.claim(mail, at, new Date(now.getTime() + OUTBOX_LEASE_MS).toISOString()))) continue;
    pass.claimed += 1;
    const attempt = mail.attempts + 1;
    let outcome: "sent" | "skipped";
    try {
      outcome = await steps.send(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = retryAt(now, attempt);
      await steps.markFailed(mail, message, retry);
      pass.failures.push(steps.failure(mail, attempt, message, retry === null));
      continue;
    }
    await steps.markDone(mail, outcome, at);
    pass[outcome] += 1;
  }
  return pass;
}

export interface OutboxSender {
  /** Sends what is due, soon, without holding up the caller (whose reply goes out first). */
  kick(): void;
  /** Sends everything due now; resolves when done. The scheduled job calls this. */
  drain(now?: Date): Promise<OutboxSummary>;
  /** No more kicks; waits for the sending under way, so the database can close after. */
  stop(): Promise<void>;
}

export interface OutboxSenderOptions<Failure> {
  sendPass: (now: Date) => Promise<OutboxPass<Failure>>;
  /** The most mails one pass claims: a pass that claimed fewer left nothing due behind it. */
  perPass: number;
  reportFailure: (failure: Failure) => void;
  /** A pass that threw (the database went away): logged, and the next kick or job tries again. */
  reportError: (error: unknown) => void;
  clock?: () => Date;
}

export function createOutboxSender<Failure>({ sendPass, perPass, reportFailure, reportError, clock = () => new Date() }: OutboxSenderOptions<Failure>): OutboxSender {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const drain = async (now?: Date): Promise<OutboxSummary> => {
    const summary: OutboxSummary = { sent: 0, skipped: 0, failed: 0 };
    for (;;) {
      const pass = await sendPass(now ?? clock());
      pass.failures.forEach(reportFailure);
      summary.sent += pass.sent;
      summary.skipped += pass.skipped;
      summary.failed += pass.failures.length;
      if (pass.claimed < perPass) return summary;
    }
  };

  const run = (): void => {
    running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => drain())
      .then(() => undefined, reportError)
      .then(() => {
        running = null;
        // A kick that came while this drain ran may have queued mails it did not see.
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };

  return {
    kick() {
      if (stopped) return;
      if (running !== null) {
        again = true;
        return;
      }
      run();
    },
    drain,
    async stop() {
      stopped = true;
      while (running !== null) await running;
    },
  };
}

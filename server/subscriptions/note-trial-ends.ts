import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { insertSubscriptionNote } from "./subscription-notes.repository.ts";
import { listUnnotedTrialEnds, markTrialEndNoted } from "./subscription.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// A free trial's end (issue 10, "trial end"): WooCommerce Subscriptions only announces it (its
// scheduled action fires hooks and mails); the first payment itself is the next payment, which the
// renewal job takes at the trial's end. Here it is noted once per subscription: the flag is set
// by a conditional update, so of two workers one writes the note.

export const TRIAL_ENDS_PER_BATCH = 200;

export async function noteTrialEnds(db: Kysely<Database>, now: Date): Promise<{ trialsEnded: number }> {
  const at = now.toISOString();
  let trialsEnded = 0;
  for (;;) {
    const ids = await listUnnotedTrialEnds(subscriptionsDb(db), at, TRIAL_ENDS_PER_BATCH);
    for (const id of ids) {
      const noted = await db.transaction().execute(async (trx) => {
        const own = subscriptionsDb(trx);
        if (!(await markTrialEndNoted(own, id, at))) return false;
        await insertSubscriptionNote(own, id, { code: "trial_ended", params: {}, forCustomer: false }, at);
        return true;
      });
      if (noted) trialsEnded += 1;
    }
    if (ids.length < TRIAL_ENDS_PER_BATCH) return { trialsEnded };
  }
}

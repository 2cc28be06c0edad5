import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { getSubscriptionSettings } from "./get-subscription-settings.ts";
import { listSubscriptionsToRemind } from "./renewal-reminder.repository.ts";
import { MS_PER_DAY } from "./shop-clock.ts";
import { queueSubscriptionMails } from "./subscription-mail-outbox.repository.ts";
import { subscriptionsDb } from "./subscriptions-db.ts";

// The reminder N days before an automatic renewal (issue 10, "Other jobs"; WooCommerce
// Subscriptions' "Automatic renewal notice"), off unless the merchant turns it on
// (subscription-settings.ts). The job queues one mail per subscription and next payment: the
// outbox's key (subscription, kind, the payment's date) refuses a second, so any number of passes
// and workers queue it once, and a schedule moved to a new date (an early renewal) gets its own.
// Only automatic renewals: a manual one is announced by its renewal invoice. A period shorter than
// the lead time (a daily subscription, a 3-day reminder) gets none, as WooCommerce sends none
// when the reminder would come before the period began.

export const RENEWAL_REMINDERS_PER_BATCH = 200;

export async function queueRenewalReminders(db: Kysely<Database>, now: Date): Promise<{ queued: number }> {
  const settings = await getSubscriptionSettings(db);
  if (!settings.renewalReminderEnabled) return { queued: 0 };
  const leadMs = settings.renewalReminderDaysBefore * MS_PER_DAY;
  const window = { after: now.toISOString(), until: new Date(now.getTime() + leadMs).toISOString() };
  const own = subscriptionsDb(db);
  let queued = 0;
  let afterId = 0;
  for (;;) {
    const candidates = await listSubscriptionsToRemind(own, window, afterId, RENEWAL_REMINDERS_PER_BATCH);
    for (const candidate of candidates) {
      afterId = candidate.id;
      if (new Date(candidate.nextPayment).getTime() - leadMs < new Date(candidate.periodStart).getTime()) continue;
      const mail = { kind: "customer_notification_auto_renewal" as const, occasion: candidate.nextPayment, params: { next_payment: candidate.nextPayment } };
      await queueSubscriptionMails(own, candidate.id, [mail], now.toISOString());
      queued += 1;
    }
    if (candidates.length < RENEWAL_REMINDERS_PER_BATCH) return { queued };
  }
}

import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeOrderWithSubscriptions } from "../../server/checkout/complete-order-with-subscriptions.ts";
import { shipEverywhereFree } from "../../server/checkout/test-checkout-fixture.ts";
import { MONTHLY, saveTestCard, subscribe, SUCCESS_CARD, TEST_TIME_ZONE, type TestCustomer } from "../../server/checkout/test-subscription-fixture.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../../server/db/test-database.ts";
import { runDueJobs } from "../../server/jobs/run-due-jobs.ts";
import { shopJobs } from "../../server/jobs/shop-jobs.ts";
import { createMailer } from "../../server/mail/create-mailer.ts";
import { startTestSmtpInbox, type ReceivedMail, type TestSmtpInbox } from "../../server/mail/test-smtp-inbox.ts";
import type { OrderMailSender } from "../../server/orders/order-mail-sender.ts";
import { createPaymentGateways, type PaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { importShopSettings } from "../../server/settings/import-shop-settings.ts";
import { queueRenewalReminders } from "../../server/subscriptions/queue-renewal-reminders.ts";
import { renewSubscription } from "../../server/subscriptions/renew-subscription.ts";
import { renewalPaymentsThroughGateways } from "../../server/subscriptions/renewal-payments.ts";
import { createShopMailSender } from "./shop-mail-sender.ts";

// The reminder N days before an automatic renewal (issue 10, "Other jobs"; docs/decisions/031):
// off by default; turned on through the settings file, queued once per subscription and period
// by the remind-subscription-renewals job, and sent over real SMTP by the shop's mail sender.
// The clock is the `now` each call is given.

const SHOP_URL = "https://corner.example";
const NOW = new Date("2026-06-01T12:00:00.000Z");
const DUE = new Date("2026-07-01T12:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const before = (ms: number) => new Date(DUE.getTime() - ms);

describe("the renewal reminder", () => {
  let handle: TestDatabaseHandle;
  let inbox: TestSmtpInbox;
  let config: Config;
  let sender: OrderMailSender;
  let gateways: PaymentGateways;
  let customerSeq = 700;
  const newCustomer = (): TestCustomer => {
    customerSeq += 1;
    return { id: customerSeq, email: `reminded${customerSeq}@example.test` };
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    inbox = await startTestSmtpInbox();
    config = loadConfig({ SMTP_URL: inbox.url, MAIL_FROM: "Corner Shop <shop@corner.example>", SHOP_ADMIN_EMAIL: "owner@corner.example", SHOP_URL, SHOP_NAME: "Corner Shop", SEED_DEMO: "false", SHOP_TIMEZONE: TEST_TIME_ZONE });
    sender = createShopMailSender({ db: handle.db, config, mailer: createMailer(config.mail), logger: pino({ level: "silent" }) });
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
  });
  afterAll(async () => {
    await sender.stop();
    await inbox.close();
    await handle.close();
  });

  const remindersOf = (subscriptionId: number): ReceivedMail[] =>
    inbox.received.filter((mail) => mail.headers.get("message-id")?.startsWith(`<subscription-${subscriptionId}-customer-notification-auto-renewal-`));
  const withCard = async (price: number) => {
    const customer = newCustomer();
    const card = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    return { ...(await subscribe(handle.db, gateways, { customer, price, payment: { kind: "saved_card", savedMethodId: card }, plan: MONTHLY }, NOW)), customer };
  };

  it("is off by default: a subscription renewing tomorrow gets no reminder", async () => {
    const { subscriptionId } = await withCard(1100);
    expect(await queueRenewalReminders(handle.db, before(DAY_MS))).toEqual({ queued: 0 });
    await sender.drain();
    expect(remindersOf(subscriptionId)).toEqual([]);
  });

  it("turned on for 3 days before, sends one automatic renewal notice per period, from 3 days before the renewal, however often the job passes", async () => {
    expect(await importShopSettings(handle.db, { subscriptions: { renewalReminderEnabled: true, renewalReminderDaysBefore: 3 } })).toMatchObject({ ok: true });
    const { subscriptionId, customer } = await withCard(1200);
    const mine = async (at: Date) => {
      await queueRenewalReminders(handle.db, at);
      await sender.drain();
      return remindersOf(subscriptionId);
    };
    expect(await mine(before(3 * DAY_MS + 1))).toEqual([]);
    expect(await mine(before(3 * DAY_MS))).toHaveLength(1);
    expect(await mine(before(2 * DAY_MS))).toHaveLength(1);
    expect(await mine(before(1))).toHaveLength(1);
    const [reminder] = remindersOf(subscriptionId);
    expect(reminder?.recipients).toEqual([customer.email]);
    expect(reminder?.subject).toBe(`Automatic renewal notice for subscription #${subscriptionId}`);
    expect(reminder?.text).toContain(`Your subscription #${subscriptionId} will automatically renew on July 1, 2026.`);
    expect(reminder?.text).toContain("We will charge $12.00 to your payment method on file (Credit / Debit Card).");
    expect(reminder?.text).toContain(`View subscription: ${SHOP_URL}/my-account/view-subscription/${subscriptionId}`);

    // Renewed, its next period gets its own reminder, three days before August 1.
    expect(await renewSubscription(handle.db, renewalPaymentsThroughGateways(gateways), subscriptionId, DUE, { timeZone: TEST_TIME_ZONE })).toMatchObject({ kind: "paid" });
    const august = new Date("2026-08-01T12:00:00.000Z");
    expect(await mine(new Date(august.getTime() - 3 * DAY_MS - 1))).toHaveLength(1);
    expect(await mine(new Date(august.getTime() - 3 * DAY_MS))).toHaveLength(2);
    expect(remindersOf(subscriptionId)[1]?.text).toContain("will automatically renew on August 1, 2026.");
  });

  it("is not sent for a subscription renewed by hand (its renewal invoice tells the customer)", async () => {
    const customer = newCustomer();
    const { subscriptionId, orderId } = await subscribe(handle.db, gateways, { customer, price: 1300, payment: { kind: "bank_transfer" } }, NOW);
    expect(await completeOrderWithSubscriptions(handle.db, orderId, { timeZone: TEST_TIME_ZONE }, NOW)).toMatchObject({ ok: true });
    await queueRenewalReminders(handle.db, before(DAY_MS));
    await sender.drain();
    expect(remindersOf(subscriptionId)).toEqual([]);
  });

  it("is not sent for a period shorter than its lead time (a weekly subscription, a 10-day reminder)", async () => {
    expect(await importShopSettings(handle.db, { subscriptions: { renewalReminderEnabled: true, renewalReminderDaysBefore: 10 } })).toMatchObject({ ok: true });
    const customer = newCustomer();
    const card = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    const weekly = { ...MONTHLY, period: "week" as const };
    const { subscriptionId } = await subscribe(handle.db, gateways, { customer, price: 500, payment: { kind: "saved_card", savedMethodId: card }, plan: weekly }, NOW);
    // Its first renewal, a week after sign-up, is within the 10 days at once.
    await queueRenewalReminders(handle.db, new Date(NOW.getTime() + DAY_MS));
    await sender.drain();
    expect(remindersOf(subscriptionId)).toEqual([]);
    expect(await importShopSettings(handle.db, { subscriptions: { renewalReminderDaysBefore: 3 } })).toMatchObject({ ok: true });
  });

  it("is queued by the shop's remind-subscription-renewals job once, though two runners pass in the same slot", async () => {
    const { subscriptionId } = await withCard(1400);
    const jobs = shopJobs({ sendOrderMails: (now) => sender.drain(now), renewalPayments: renewalPaymentsThroughGateways(gateways), shopTimeZone: TEST_TIME_ZONE }).filter((job) => job.name === "remind-subscription-renewals");
    const at = before(2 * DAY_MS);
    const runner = (id: string) => ({ id, clock: () => at, logger: pino({ level: "silent" }) });
    const [first, second] = await Promise.all([runDueJobs(handle.db, jobs, runner("shop")), runDueJobs(handle.db, jobs, runner("worker"))]);
    expect([...(first ?? []), ...(second ?? [])].map((result) => result.status).sort()).toEqual(["ran", "skipped"]);
    await sender.drain();
    expect(remindersOf(subscriptionId)).toHaveLength(1);
    expect(await handle.db.selectFrom("subscription_mail_outbox").select(["kind", "occasion", "status"]).where("subscription_id", "=", subscriptionId).where("kind", "=", "customer_notification_auto_renewal").execute()).toEqual([
      { kind: "customer_notification_auto_renewal", occasion: DUE.toISOString(), status: "sent" },
    ]);
  });
});

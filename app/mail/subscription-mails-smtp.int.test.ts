import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeOrderWithSubscriptions } from "../../server/checkout/complete-order-with-subscriptions.ts";
import { payForOrder } from "../../server/checkout/pay-for-order.ts";
import { payThroughGateways } from "../../server/checkout/pay-through-gateways.ts";
import { attemptKey, bankTransferOnly, shipEverywhereFree } from "../../server/checkout/test-checkout-fixture.ts";
import {
  AUTHENTICATION_CARD,
  DECLINES_AFTER_SAVE_CARD,
  MONTHLY,
  renewalOrdersOf,
  saveTestCard,
  subscribe,
  SUCCESS_CARD,
  TEST_TIME_ZONE,
  type TestCustomer,
} from "../../server/checkout/test-subscription-fixture.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../../server/db/test-database.ts";
import { createMailer } from "../../server/mail/create-mailer.ts";
import { startTestSmtpInbox, type ReceivedMail, type TestSmtpInbox } from "../../server/mail/test-smtp-inbox.ts";
import { getOrderForMerchant } from "../../server/orders/get-order.ts";
import type { OrderMailSender } from "../../server/orders/order-mail-sender.ts";
import { createPaymentGateways, type PaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { moveSubscriptionStatus } from "../../server/subscriptions/move-subscription-status.ts";
import { renewDueSubscriptions } from "../../server/subscriptions/renew-due-subscriptions.ts";
import { renewSubscription } from "../../server/subscriptions/renew-subscription.ts";
import { renewalPaymentsThroughGateways, type RenewalPayments } from "../../server/subscriptions/renewal-payments.ts";
import { createShopOrderMailSender } from "./deliver-order-mail.ts";
import { createShopMailSender } from "./shop-mail-sender.ts";

// The subscription mails as a mail client gets them (docs/decisions/031): subscriptions made
// through the real checkout, renewed by the real engine through the card test mode, mails queued
// with the changes and sent after commit by the shop's one mail sender over real SMTP to a local
// smtp-server. Time moves only by the `now` each call is given.

const SHOP_URL = "https://corner.example";
const SHOP = "owner@corner.example";
const NOW = new Date("2026-06-01T12:00:00.000Z");
const DUE = new Date("2026-07-01T12:00:00.000Z");
const HOUR_MS = 60 * 60 * 1000;
const OPTIONS = { timeZone: TEST_TIME_ZONE };
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const payUrl = (order: { id: number; key: string }) => `${SHOP_URL}/checkout/order-pay/${order.id}/?pay_for_order=true&key=${order.key}`;

describe("subscription mails over SMTP", () => {
  let handle: TestDatabaseHandle;
  let inbox: TestSmtpInbox;
  let config: Config;
  let sender: OrderMailSender;
  let gateways: PaymentGateways;
  let payments: RenewalPayments;
  let customerSeq = 500;
  const newCustomer = (): TestCustomer => {
    customerSeq += 1;
    return { id: customerSeq, email: `subscriber${customerSeq}@example.test` };
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    inbox = await startTestSmtpInbox();
    config = loadConfig({ SMTP_URL: inbox.url, MAIL_FROM: "Corner Shop <shop@corner.example>", SHOP_ADMIN_EMAIL: SHOP, SHOP_URL, SHOP_NAME: "Corner Shop", SEED_DEMO: "false", SHOP_TIMEZONE: TEST_TIME_ZONE });
    sender = createShopMailSender({ db: handle.db, config, mailer: createMailer(config.mail), logger: pino({ level: "silent" }) });
    await shipEverywhereFree(handle.db);
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
    payments = renewalPaymentsThroughGateways(gateways);
  });
  afterAll(async () => {
    await sender.stop();
    await inbox.close();
    await handle.close();
  });

  /** The subscription's own mails, in the order they arrived: the Message-ID names the subscription. */
  const mailsOf = (subscriptionId: number): ReceivedMail[] => inbox.received.filter((mail) => mail.headers.get("message-id")?.startsWith(`<subscription-${subscriptionId}-`));
  const orderMailsOf = (orderId: number): ReceivedMail[] => inbox.received.filter((mail) => mail.headers.get("message-id")?.startsWith(`<order-${orderId}-`));
  /** The customer's mail first, then the shop's (they may arrive in either order). */
  const summary = (mails: ReceivedMail[]) => mails.map((mail) => ({ to: mail.recipients, subject: mail.subject })).sort((a, b) => Number(a.to.includes(SHOP)) - Number(b.to.includes(SHOP)));
  const withCard = async (number: string, price: number, plan = MONTHLY) => {
    const customer = newCustomer();
    const good = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    const renewalCard = number === SUCCESS_CARD ? good : await saveTestCard(handle.db, gateways, customer, number, NOW);
    const made = await subscribe(handle.db, gateways, { customer, price, payment: { kind: "saved_card", savedMethodId: good }, renewalCard, plan }, NOW);
    return { ...made, customer, good };
  };
  const renewalOrder = async (subscriptionId: number) => {
    const [renewal] = await renewalOrdersOf(handle.db, subscriptionId);
    const order = await getOrderForMerchant(handle.db, renewal?.id ?? 0);
    if (order === null) throw new Error(`subscription ${subscriptionId} has no renewal order`);
    return order;
  };

  it("a subscription made active by its paid parent order sends the customer one new-subscription mail with its details and a link to view it, however often the sender passes", async () => {
    const { subscriptionId, customer } = await withCard(SUCCESS_CARD, 1500);
    await sender.drain();
    await sender.drain();
    expect(summary(mailsOf(subscriptionId))).toEqual([{ to: [customer.email], subject: "Your Corner Shop subscription is now active" }]);
    const [mail] = mailsOf(subscriptionId);
    const viewUrl = `${SHOP_URL}/my-account/view-subscription/${subscriptionId}`;
    expect(mail?.text).toBe(
      [
        "= Thank you for subscribing =",
        "Hi Ada,",
        `Your subscription #${subscriptionId} is now active. Its details are below for your reference:`,
        ["Subscription information", [`ID: #${subscriptionId} (${viewUrl})`, "Start date: June 1, 2026", "End date: When cancelled", "Recurring total: $15.00 / month", "Next payment: July 1, 2026"].join("\n")].join("\n\n"),
        "Thanks for reading.",
        "----------------------------------------",
        `Corner Shop — ${SHOP_URL}`,
      ].join("\n\n"),
    );
    expect(mail?.html).toMatch(/<h1[^>]*>Thank you for subscribing<\/h1>/);
    expect(mail?.html).toContain(`<a href="${viewUrl}"`);
    expect(await handle.db.selectFrom("subscription_mail_outbox").select(["kind", "status", "attempts"]).where("subscription_id", "=", subscriptionId).execute()).toEqual([
      { kind: "customer_new_subscription", status: "sent", attempts: 1 },
    ]);
  });

  it("a renewal charged by the job sends the shop 'New subscription renewal order' instead of the order's 'New order', once, and the customer the order's processing mail", async () => {
    const { subscriptionId, customer } = await withCard(SUCCESS_CARD, 1600);
    await renewDueSubscriptions(handle.db, payments, DUE, OPTIONS);
    await renewDueSubscriptions(handle.db, payments, later(DUE, 60_000), OPTIONS);
    await sender.drain();
    const order = await renewalOrder(subscriptionId);
    const renewalMails = mailsOf(subscriptionId).filter((mail) => mail.subject.includes("renewal"));
    expect(summary(renewalMails)).toEqual([{ to: [SHOP], subject: `[Corner Shop] New subscription renewal order (${order.number}) - July 1, 2026` }]);
    expect(renewalMails[0]?.text).toContain("You have received a subscription renewal order from Ada Lovelace. Their order is as follows:");
    expect(renewalMails[0]?.text).toContain(`[Order #${order.number}]`);
    expect(renewalMails[0]?.html).toMatch(/<h1[^>]*>New subscription renewal order<\/h1>/);
    expect(summary(orderMailsOf(order.id))).toEqual([{ to: [customer.email], subject: "Your Corner Shop order has been received!" }]);
  });

  it("a declined renewal sends the customer one 'Automatic payment failed' mail with the retry's date and a link to pay the renewal order, instead of the order's 'unsuccessful' mail; the shop keeps its failed-order mail", async () => {
    const { subscriptionId, customer } = await withCard(DECLINES_AFTER_SAVE_CARD, 1700);
    expect(await renewSubscription(handle.db, payments, subscriptionId, DUE, OPTIONS)).toMatchObject({ kind: "failed", code: "card_declined" });
    await sender.drain();
    const order = await renewalOrder(subscriptionId);
    const failed = mailsOf(subscriptionId).filter((mail) => mail.subject.startsWith("Automatic payment failed"));
    expect(summary(failed)).toEqual([{ to: [customer.email], subject: `Automatic payment failed for ${order.number}, we will retry on July 2, 2026 at 12:00 AM` }]);
    expect(failed[0]?.text).toContain("The automatic payment to renew your subscription with Corner Shop has failed. We will retry the payment on July 2, 2026 at 12:00 AM.");
    expect(failed[0]?.text).toContain(`Pay Now »: ${payUrl(order)}`);
    expect(failed[0]?.html).toContain(`<a href="${payUrl(order).replace("&", "&amp;")}"`);
    expect(summary(orderMailsOf(order.id))).toEqual([{ to: [SHOP], subject: `[Corner Shop]: Order #${order.number} has failed` }]);
    // WooCommerce's retry rules: the customer hears when the second retry is scheduled (the first
    // retry failed), not when the third is (the second failed).
    await renewDueSubscriptions(handle.db, payments, later(DUE, 12 * HOUR_MS), OPTIONS);
    await sender.drain();
    expect(mailsOf(subscriptionId).filter((mail) => mail.subject.startsWith("Automatic payment failed")).map((mail) => mail.subject)).toEqual([
      `Automatic payment failed for ${order.number}, we will retry on July 2, 2026 at 12:00 AM`,
      `Automatic payment failed for ${order.number}, we will retry on July 2, 2026 at 12:00 PM`,
    ]);
    await renewDueSubscriptions(handle.db, payments, later(DUE, 24 * HOUR_MS), OPTIONS);
    await sender.drain();
    expect(mailsOf(subscriptionId).filter((mail) => mail.subject.startsWith("Automatic payment failed"))).toHaveLength(2);
  });

  it("a renewal the card could not pay without authentication sends the customer a link to authenticate and pay on the renewal order's pay page", async () => {
    const { subscriptionId, customer } = await withCard(AUTHENTICATION_CARD, 1800);
    expect(await renewSubscription(handle.db, payments, subscriptionId, DUE, OPTIONS)).toMatchObject({ kind: "failed", code: "authentication_required" });
    await sender.drain();
    const order = await renewalOrder(subscriptionId);
    const mails = mailsOf(subscriptionId).filter((mail) => mail.subject.startsWith("Payment authorization"));
    expect(summary(mails)).toEqual([{ to: [customer.email], subject: `Payment authorization needed for renewal of Corner Shop order ${order.number}` }]);
    expect(mails[0]?.text).toContain(`Unfortunately, your automatic payment for renewal of order #${order.number} failed because it requires authentication.`);
    expect(mails[0]?.text).toContain(`Authorize the payment »: ${payUrl(order)}`);
    expect(orderMailsOf(order.id).filter((mail) => mail.recipients.includes(customer.email))).toEqual([]);
  });

  it("a manual renewal sends the customer the renewal invoice with the link to pay it through checkout, once; paying it sends the shop the new renewal order mail", async () => {
    const customer = newCustomer();
    const { subscriptionId, orderId: parentId } = await subscribe(handle.db, gateways, { customer, price: 1900, payment: { kind: "bank_transfer" } }, NOW);
    expect(await completeOrderWithSubscriptions(handle.db, parentId, { timeZone: TEST_TIME_ZONE }, NOW)).toMatchObject({ ok: true });
    await renewDueSubscriptions(handle.db, payments, DUE, OPTIONS);
    await renewDueSubscriptions(handle.db, payments, later(DUE, HOUR_MS), OPTIONS);
    await sender.drain();
    const order = await renewalOrder(subscriptionId);
    const invoices = mailsOf(subscriptionId).filter((mail) => mail.subject.startsWith("Invoice"));
    expect(summary(invoices)).toEqual([{ to: [customer.email], subject: `Invoice for renewal order ${order.number} from July 1, 2026` }]);
    expect(invoices[0]?.text).toContain("An order has been created for you to renew your subscription on Corner Shop. To pay for this invoice please use the following link:");
    expect(invoices[0]?.text).toContain(`Pay for this order: ${payUrl(order)}`);

    const card = await saveTestCard(handle.db, gateways, customer, SUCCESS_CARD, NOW);
    const fields = { payment_method: "card_test", saved_payment_method: String(card), terms: "1", checkout_attempt: attemptKey() };
    const paid = await payForOrder(handle.db, payThroughGateways(handle.db, gateways), { orderId: order.id, orderKey: order.key, customerId: customer.id, fields, returnPath: () => "/", timeZone: TEST_TIME_ZONE }, later(DUE, 2 * HOUR_MS));
    expect(paid).toMatchObject({ ok: true, status: "processing" });
    await sender.drain();
    expect(summary(mailsOf(subscriptionId).filter((mail) => mail.recipients.includes(SHOP)))).toEqual([{ to: [SHOP], subject: `[Corner Shop] New subscription renewal order (${order.number}) - July 1, 2026` }]);
    expect(orderMailsOf(order.id).filter((mail) => mail.recipients.includes(SHOP))).toEqual([]);
  });

  it("a manual renewal paid by bank transfer tells the shop of the new renewal order once, when it goes on hold, and not again when the money comes", async () => {
    const customer = newCustomer();
    const { subscriptionId, orderId: parentId } = await subscribe(handle.db, gateways, { customer, price: 1950, payment: { kind: "bank_transfer" } }, NOW);
    expect(await completeOrderWithSubscriptions(handle.db, parentId, { timeZone: TEST_TIME_ZONE }, NOW)).toMatchObject({ ok: true });
    await renewDueSubscriptions(handle.db, payments, DUE, OPTIONS);
    const order = await renewalOrder(subscriptionId);
    const fields = { payment_method: "bacs", terms: "1", checkout_attempt: attemptKey() };
    expect(await payForOrder(handle.db, bankTransferOnly, { orderId: order.id, orderKey: order.key, customerId: customer.id, fields, returnPath: () => "/", timeZone: TEST_TIME_ZONE }, later(DUE, HOUR_MS))).toMatchObject({ ok: true, status: "on-hold" });
    await sender.drain();
    const toShop = () => [...mailsOf(subscriptionId), ...orderMailsOf(order.id)].filter((mail) => mail.recipients.includes(SHOP)).map((mail) => mail.subject);
    expect(toShop()).toEqual([`[Corner Shop] New subscription renewal order (${order.number}) - July 1, 2026`]);
    expect(await completeOrderWithSubscriptions(handle.db, order.id, { timeZone: TEST_TIME_ZONE }, later(DUE, 2 * HOUR_MS))).toMatchObject({ ok: true });
    await sender.drain();
    expect(toShop()).toEqual([`[Corner Shop] New subscription renewal order (${order.number}) - July 1, 2026`]);
  });

  it("a cancellation, at once or at the end of the paid term, sends the customer and the shop one cancelled mail each, whoever moves it", async () => {
    const { subscriptionId, customer } = await withCard(SUCCESS_CARD, 2000);
    const cancel = (to: "pending-cancel" | "cancelled", at: Date) =>
      handle.db.transaction().execute((trx) => moveSubscriptionStatus(trx, subscriptionId, { to, reason: "cancelled_by_customer", ...(to === "pending-cancel" ? { values: { end_at: DUE.toISOString() } } : {}) }, at));
    expect(await cancel("pending-cancel", later(NOW, HOUR_MS))).toMatchObject({ moved: true });
    await sender.drain();
    expect(summary(mailsOf(subscriptionId).filter((mail) => mail.subject.includes("Cancelled") || mail.subject.includes("cancelled")))).toEqual([
      { to: [customer.email], subject: "Your Corner Shop subscription has been cancelled" },
      { to: [SHOP], subject: "[Corner Shop] Subscription Cancelled" },
    ]);
    const [forCustomer] = mailsOf(subscriptionId).filter((mail) => mail.recipients.includes(customer.email) && mail.subject.includes("cancelled"));
    expect(forCustomer?.text).toContain(`Your subscription #${subscriptionId} has been cancelled.\n\nIt stays active until the end of the period you have paid for, July 1, 2026.`);
    const [forShop] = mailsOf(subscriptionId).filter((mail) => mail.recipients.includes(SHOP));
    expect(forShop?.text).toContain("A subscription belonging to Ada Lovelace has been cancelled. Their subscription's details are as follows:");
    // Its end comes: the job cancels it for good, and nobody is told twice.
    await renewDueSubscriptions(handle.db, payments, DUE, OPTIONS);
    await sender.drain();
    expect(mailsOf(subscriptionId).filter((mail) => mail.subject.includes("ancelled"))).toHaveLength(2);
  });

  it("a subscription expiring at the end of its length sends the customer and the shop one expired mail each", async () => {
    const { subscriptionId, customer } = await withCard(SUCCESS_CARD, 2100, { ...MONTHLY, length: 1 });
    await renewDueSubscriptions(handle.db, payments, DUE, OPTIONS);
    await renewDueSubscriptions(handle.db, payments, later(DUE, HOUR_MS), OPTIONS);
    await sender.drain();
    const expired = mailsOf(subscriptionId).filter((mail) => mail.subject.includes("xpired"));
    expect(summary(expired)).toEqual([
      { to: [customer.email], subject: "Your Corner Shop subscription has expired" },
      { to: [SHOP], subject: "[Corner Shop] Subscription Expired" },
    ]);
    expect(expired.find((mail) => mail.recipients.includes(SHOP))?.text).toContain("A subscription belonging to Ada Lovelace has expired.");
  });

  it("a subscription mail the server refuses for now is sent on a later pass, once", async () => {
    const { subscriptionId, customer } = await withCard(SUCCESS_CARD, 2200);
    // The parent order's mails go first, so that the refusal falls on the subscription's.
    await createShopOrderMailSender({ db: handle.db, config, mailer: createMailer(config.mail), logger: pino({ level: "silent" }) }).drain();
    inbox.refuseNext(1);
    expect(await sender.drain()).toEqual({ sent: 0, skipped: 0, failed: 1 });
    expect(mailsOf(subscriptionId)).toEqual([]);
    expect(await sender.drain()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await sender.drain(later(new Date(), 3 * 60 * 1000))).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(await sender.drain(later(new Date(), 60 * 60 * 1000))).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(summary(mailsOf(subscriptionId))).toEqual([{ to: [customer.email], subject: "Your Corner Shop subscription is now active" }]);
    expect(await handle.db.selectFrom("subscription_mail_outbox").select(["status", "attempts", "last_error"]).where("subscription_id", "=", subscriptionId).execute()).toEqual([
      { status: "sent", attempts: 2, last_error: null },
    ]);
  });

  it("a status move rolled back with its transaction leaves no mail behind", async () => {
    const { subscriptionId } = await withCard(SUCCESS_CARD, 2300);
    await sender.drain();
    const rolledBack = handle.db.transaction().execute(async (trx) => {
      expect(await moveSubscriptionStatus(trx, subscriptionId, { to: "cancelled", reason: "cancelled_by_merchant" }, later(NOW, HOUR_MS))).toMatchObject({ moved: true });
      throw new Error("the caller failed after the move");
    });
    await expect(rolledBack).rejects.toThrow("the caller failed");
    await sender.drain();
    expect(mailsOf(subscriptionId).map((mail) => mail.subject)).toEqual(["Your Corner Shop subscription is now active"]);
    expect(await handle.db.selectFrom("subscription_mail_outbox").select("kind").where("subscription_id", "=", subscriptionId).execute()).toEqual([{ kind: "customer_new_subscription" }]);
  });

  it("two processes' senders draining at once send each subscription mail once", async () => {
    const { subscriptionId } = await withCard(SUCCESS_CARD, 2400);
    await handle.db.transaction().execute((trx) => moveSubscriptionStatus(trx, subscriptionId, { to: "cancelled", reason: "cancelled_by_merchant" }, later(NOW, HOUR_MS)));
    const other = createShopMailSender({ db: handle.db, config, mailer: createMailer(config.mail), logger: pino({ level: "silent" }) });
    const [a, b] = await Promise.all([sender.drain(), other.drain()]);
    await other.stop();
    expect(mailsOf(subscriptionId).map((mail) => mail.subject).sort()).toEqual(["Your Corner Shop subscription has been cancelled", "Your Corner Shop subscription is now active", "[Corner Shop] Subscription Cancelled"].sort());
    // The parent order's two mails and the subscription's three, each by one of the two.
    expect(a.sent + b.sent).toBe(5);
  });
});

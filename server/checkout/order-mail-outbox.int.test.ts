import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../catalog/test-catalog-fixture.ts";
import { placeCheckoutOrder } from "./place-checkout-order.ts";
import { bankTransferOnly, checkoutFields, guestCartWith, shipEverywhereFree } from "./test-checkout-fixture.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { createOrderMailSender } from "../orders/order-mail-sender.ts";
import type { OrderMailDelivery, OrderMailToSend } from "../orders/order-mails.ts";
import { ORDER_MAIL_FIRST_RETRY_MS, ORDER_MAIL_LEASE_MS, ORDER_MAIL_MAX_ATTEMPTS, sendOrderMails } from "../orders/send-order-mails.ts";

// The orders module's mail outbox, on orders placed by the real checkout: who sends what when several senders pass at once, when one
// dies mid-send, and when the mail server keeps failing (docs/decisions/022). Deliveries are
// recorded in memory here; app/mail/order-mails-smtp.int.test.ts sends real mail.

const NOW = new Date("2026-06-01T12:00:00Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe("sending order mails", () => {
  let handle: TestDatabaseHandle;
  let other: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    // Another process's connection on PostgreSQL; SQLite's one process shares its connection.
    other = process.env.TEST_DB_KIND === "postgres" ? handle.connectAgain() : handle;
    await shipEverywhereFree(handle.db);
  });
  afterAll(async () => {
    if (other !== handle) await other.close();
    await handle.close();
  });

  /** A bank-transfer order: on hold, with the customer's on-hold mail and the shop's new-order mail queued. */
  async function orderOnHold(email: string): Promise<number> {
    const product = await insertProduct(handle.db, { name: `Cup for ${email}`, regular_price: 800 });
    const cartToken = await guestCartWith(handle.db, product, 1, NOW);
    const placed = await placeCheckoutOrder(handle.db, bankTransferOnly, { owner: { cartToken }, customerId: null, fields: checkoutFields({ billing_email: email }), currency: "USD", returnPath: () => "/" }, NOW);
    if (!placed.ok) throw new Error(placed.code);
    return placed.orderId;
  }
  const outboxOf = (orderId: number) =>
    handle.db.selectFrom("order_mail_outbox").select(["kind", "status", "attempts", "due_at", "last_error"]).where("order_id", "=", orderId).orderBy("kind").execute();
  const recorder = () => {
    const sent: string[] = [];
    const deliver: OrderMailDelivery = async (mail: OrderMailToSend) => {
      sent.push(`${mail.order.id}:${mail.kind}:${mail.recipient}`);
      return "sent";
    };
    return { sent, deliver };
  };

  it("four senders passing at once, on their own connections, send each queued mail exactly once", async () => {
    const orders = await Promise.all(["a", "b", "c", "d", "e"].map((name) => orderOnHold(`${name}-race@example.com`)));
    const { sent, deliver } = recorder();
    const passes = await Promise.all([handle, other, handle, other].map((connection) => sendOrderMails(connection.db, deliver, at(1000))));
    expect(passes.reduce((total, pass) => total + pass.sent, 0)).toBe(10);
    expect([...sent].sort()).toEqual(orders.flatMap((id) => [`${id}:customer_on_hold_order:customer`, `${id}:new_order:shop`]).sort());
    for (const id of orders) expect((await outboxOf(id)).map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("a mail whose sender died after claiming it waits out the lease, then another sender sends it", async () => {
    const orderId = await orderOnHold("died@example.com");
    const dying: OrderMailDelivery = () => new Promise<never>(() => undefined);
    const attempts = async () => (await outboxOf(orderId)).reduce((total, row) => total + row.attempts, 0);
    // A sender claims one mail and never comes back; a second one takes the other and dies too.
    void sendOrderMails(handle.db, dying, at(0), 1);
    await expect.poll(attempts).toBe(1);
    void sendOrderMails(other.db, dying, at(0), 1);
    await expect.poll(attempts).toBe(2);
    const { sent, deliver } = recorder();
    expect(await sendOrderMails(other.db, deliver, at(ORDER_MAIL_LEASE_MS - 1))).toMatchObject({ claimed: 0 });
    expect(await sendOrderMails(other.db, deliver, at(ORDER_MAIL_LEASE_MS))).toMatchObject({ claimed: 2, sent: 2 });
    expect(sent.sort()).toEqual([`${orderId}:customer_on_hold_order:customer`, `${orderId}:new_order:shop`]);
    expect((await outboxOf(orderId)).map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("a failing mail server: each attempt waits twice as long as the last, and the mail is given up after the last attempt, with the error kept", async () => {
    const orderId = await orderOnHold("bounce@example.com");
    const failing: OrderMailDelivery = () => Promise.reject(new Error("421 Service not available"));
    let now = at(0);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= ORDER_MAIL_MAX_ATTEMPTS; attempt++) {
      const pass = await sendOrderMails(handle.db, failing, now);
      expect(pass.failures.filter((f) => f.orderId === orderId).map((f) => [f.attempt, f.gaveUp])).toEqual([
        [attempt, attempt === ORDER_MAIL_MAX_ATTEMPTS],
        [attempt, attempt === ORDER_MAIL_MAX_ATTEMPTS],
      ]);
      const [row] = await outboxOf(orderId);
      if (attempt < ORDER_MAIL_MAX_ATTEMPTS) {
        waits.push(new Date(row?.due_at ?? "").getTime() - now.getTime());
        expect(await sendOrderMails(handle.db, failing, new Date(new Date(row?.due_at ?? "").getTime() - 1))).toMatchObject({ claimed: 0 });
        now = new Date(row?.due_at ?? "");
      }
    }
    expect(waits).toEqual(Array.from({ length: ORDER_MAIL_MAX_ATTEMPTS - 1 }, (_, i) => ORDER_MAIL_FIRST_RETRY_MS * 2 ** i));
    expect((await outboxOf(orderId)).map((row) => [row.status, row.attempts, row.last_error])).toEqual([
      ["failed", ORDER_MAIL_MAX_ATTEMPTS, "421 Service not available"],
      ["failed", ORDER_MAIL_MAX_ATTEMPTS, "421 Service not available"],
    ]);
    expect(await sendOrderMails(handle.db, recorder().deliver, at(30 * 24 * 60 * 60 * 1000))).toMatchObject({ claimed: 0 });
  });

  it("a mail with nobody to send it to is marked skipped and not tried again", async () => {
    const orderId = await orderOnHold("skip@example.com");
    const skipping: OrderMailDelivery = async (mail) => (mail.recipient === "shop" ? "skipped" : "sent");
    expect(await sendOrderMails(handle.db, skipping, at(0))).toMatchObject({ sent: 1, skipped: 1, failures: [] });
    expect((await outboxOf(orderId)).map((row) => row.status)).toEqual(["sent", "skipped"]);
  });

  it("a mail kind this version does not know (written by a newer one) is left for that version", async () => {
    const orderId = await orderOnHold("newer@example.com");
    await sendOrderMails(handle.db, recorder().deliver, at(0));
    await handle.db.insertInto("order_mail_outbox").values({ order_id: orderId, kind: "customer_invoice", due_at: at(0).toISOString(), created_at: at(0).toISOString() }).execute();
    expect(await sendOrderMails(handle.db, recorder().deliver, at(1000))).toMatchObject({ claimed: 0 });
    expect(await outboxOf(orderId)).toContainEqual(expect.objectContaining({ kind: "customer_invoice", status: "pending", attempts: 0 }));
  });

  it("the sender's kicks coalesce: kicked many times while busy, it sends each mail once and stops cleanly", async () => {
    const orders = await Promise.all(["k1", "k2", "k3"].map((name) => orderOnHold(`${name}@example.com`)));
    const { sent, deliver } = recorder();
    const sender = createOrderMailSender({ db: handle.db, deliver, logger: pino({ level: "silent" }), clock: () => at(2000) });
    for (let i = 0; i < 20; i++) sender.kick();
    await expect.poll(() => sent.filter((entry) => orders.some((id) => entry.startsWith(`${id}:`))).length).toBe(6);
    await sender.stop();
    sender.kick();
    expect(new Set(sent).size).toBe(sent.length);
  });
});

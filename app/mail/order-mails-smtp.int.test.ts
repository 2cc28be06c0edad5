import { NO_ISLAND_SCRIPTS } from "../../server/http/island-scripts.ts";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { applyCouponToCart } from "../../server/cart/apply-coupon-to-cart.ts";
import { CART_TOKEN_COOKIE } from "../../server/cart/cart.ts";
import { insertProduct } from "../../server/catalog/test-catalog-fixture.ts";
import { applyPaymentEvent } from "../../server/checkout/apply-payment-event.ts";
import { confirmReturnedPayment } from "../../server/checkout/confirm-returned-payment.ts";
import { payThroughGateways } from "../../server/checkout/pay-through-gateways.ts";
import { placeCheckoutOrder } from "../../server/checkout/place-checkout-order.ts";
import { checkoutFields, guestCartWith } from "../../server/checkout/test-checkout-fixture.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { createCoupon } from "../../server/coupons/create-coupon.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../../server/db/test-database.ts";
import { createMailer } from "../../server/mail/create-mailer.ts";
import { startTestSmtpInbox, type ReceivedMail, type TestSmtpInbox } from "../../server/mail/test-smtp-inbox.ts";
import { refundThroughGateways } from "../../server/checkout/refund-through-gateways.ts";
import { cancelOrder } from "../../server/orders/cancel-order.ts";
import { completeOrder } from "../../server/orders/complete-order.ts";
import { refundOrder } from "../../server/orders/refund-order.ts";
import type { OrderMailSender } from "../../server/orders/order-mail-sender.ts";
import { recordPayment } from "../../server/orders/record-payment.ts";
import { answerTestChallenge } from "../../server/payments/card-test/answer-test-challenge.ts";
import { tokeniseTestCard } from "../../server/payments/card-test/tokenise-test-card.ts";
import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { importPaymentSettings } from "../../server/payments/import-payment-settings.ts";
import { saveShippingMethod } from "../../server/shipping/save-shipping-method.ts";
import { saveShippingZone } from "../../server/shipping/save-shipping-zone.ts";
import { importTaxRates } from "../../server/tax/import-tax-rates.ts";
import { saveTaxSettings } from "../../server/tax/save-tax-settings.ts";
import { servicesContext } from "../context.ts";
import { action as checkoutAction } from "../routes/checkout.tsx";
import { createShopOrderMailSender } from "./deliver-order-mail.ts";

// The order mails as a mail client gets them: orders placed and paid through the real checkout,
// card test mode and orders module, mails sent after commit by the shop's sender over real SMTP
// to a local smtp-server, and read back into their text and HTML parts (docs/decisions/022).

const SHOP_URL = "https://corner.example";
const BANK = { accountName: "Corner Shop Ltd", accountNumber: "12345678", bankName: "First Bank", sortCode: "12-34-56", iban: "GB33BUKB20201555555555", bic: "BUKBGB22" };
const RATES = "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class\nUS,IL,,,10,IL State Tax,1,0,0,\n";
const returnPath = (orderId: number, orderKey: string) => `/checkout/order-received/${orderId}/?key=${orderKey}`;

describe("order mails over SMTP", () => {
  let handle: TestDatabaseHandle;
  let inbox: TestSmtpInbox;
  let config: Config;
  let sender: OrderMailSender;
  let flatRate = "";

  beforeAll(async () => {
    handle = await createTestDatabase();
    inbox = await startTestSmtpInbox();
    config = loadConfig({ SMTP_URL: inbox.url, MAIL_FROM: "Corner Shop <shop@corner.example>", SHOP_ADMIN_EMAIL: "owner@corner.example", SHOP_URL, SHOP_NAME: "Corner Shop", SEED_DEMO: "false" });
    sender = createShopOrderMailSender({ db: handle.db, config, mailer: createMailer(config.mail), logger: pino({ level: "silent" }) });
    const zone = await saveShippingZone(handle.db, null, { name: "United States", order: 1, locations: [{ type: "country", code: "US" }] });
    if (!zone.ok) throw new Error(zone.code);
    const method = await saveShippingMethod(handle.db, zone.zone.id, null, { type: "flat_rate", title: "Flat rate", order: 1, settings: { cost: "5.00" } });
    if (!method.ok) throw new Error(method.code);
    flatRate = `flat_rate:${method.method.id}`;
    expect(await importTaxRates(handle.db, RATES, { replace: true })).toMatchObject({ ok: true });
    expect(await saveTaxSettings(handle.db, { enabled: true, base: { country: "US", state: "IL", postcode: "", city: "" } })).toEqual({ ok: true });
    expect(await importPaymentSettings(handle.db, { enabledGateways: ["bacs", "card_test"], bankAccounts: [BANK] })).toMatchObject({ ok: true });
    const coupon = await createCoupon(handle.db, { code: "TENOFF", type: "fixed_cart", amount: 1000 }, new Date());
    if (!coupon.ok) throw new Error(coupon.code);
  });
  afterAll(async () => {
    await sender.stop();
    await inbox.close();
    await handle.close();
  });

  const gateways = () => createPaymentGateways(handle.db, { production: false, stripe: null });
  /** The mails of one order, in the order they arrived: the Message-ID names the order. */
  const mailsOf = (orderId: number): ReceivedMail[] => inbox.received.filter((mail) => mail.headers.get("message-id")?.startsWith(`<order-${orderId}-`));
  /** The customer's mail first, then the shop's (they may arrive in either order). */
  const customerThenShop = (mails: ReceivedMail[]) => [...mails].sort((a, b) => Number(a.recipients.includes("owner@corner.example")) - Number(b.recipients.includes("owner@corner.example")));
  const summary = (mails: ReceivedMail[]) => customerThenShop(mails).map((mail) => ({ to: mail.recipients, subject: mail.subject }));
  const outboxOf = (orderId: number) => handle.db.selectFrom("order_mail_outbox").select(["kind", "status"]).where("order_id", "=", orderId).orderBy("kind").execute();

  async function cartOf(name: string, quantity: number, stock = 50): Promise<string> {
    const product = await insertProduct(handle.db, { name, sku: name.toUpperCase().replaceAll(" ", "-"), regular_price: 1200, manage_stock: 1, stock_quantity: stock });
    return guestCartWith(handle.db, product, quantity, new Date());
  }
  async function cardToken(number: string): Promise<string> {
    const token = await tokeniseTestCard(handle.db, { number, expiry: "12 / 30", cvc: "123" }, new Date());
    if (!token.ok) throw new Error("test card refused");
    return token.token;
  }
  const placeWith = (cartToken: string, fields: Record<string, string>) =>
    placeCheckoutOrder(handle.db, payThroughGateways(handle.db, gateways()), { owner: { cartToken }, customerId: null, fields, currency: "USD", returnPath }, new Date());

  it("a bank-transfer order placed at /checkout sends, with no worker, the customer's on-hold mail with the bank details and the shop's new-order mail, each with text and HTML parts", async () => {
    const cartToken = await cartOf("Blue Mug", 2);
    expect(await applyCouponToCart(handle.db, { cartToken, code: "TENOFF" }, new Date())).toMatchObject({ ok: true });
    const context = new RouterContextProvider();
    context.set(servicesContext, { db: handle.db, config, logger: pino({ level: "silent" }), islands: NO_ISLAND_SCRIPTS, gateways: gateways(), mailer: createMailer(config.mail), orderMails: sender, clientIp: "192.0.2.9" });
    const body = new URLSearchParams(checkoutFields({ billing_email: "ada@example.com", shipping_method: flatRate, order_comments: "Leave it at the door" })).toString();
    const request = new Request(`${SHOP_URL}/checkout`, { method: "POST", headers: { cookie: `${CART_TOKEN_COOKIE}=${cartToken}`, "content-type": "application/x-www-form-urlencoded" }, body });
    const thrown: unknown = await checkoutAction({ request, params: {}, context } as unknown as Parameters<typeof checkoutAction>[0]).catch((error: unknown) => error);
    const location = thrown instanceof Response ? (thrown.headers.get("location") ?? "") : "";
    const [, id = "", key = ""] = /^\/checkout\/order-received\/(\d+)\/\?key=(.+)$/.exec(location) ?? [];
    const orderId = Number(id);
    expect(orderId).toBeGreaterThan(0);

    await vi.waitFor(() => expect(mailsOf(orderId)).toHaveLength(2), { timeout: 10_000 });
    expect(summary(mailsOf(orderId))).toEqual([
      { to: ["ada@example.com"], subject: "Your Corner Shop order has been received!" },
      { to: ["owner@corner.example"], subject: `[Corner Shop]: New order #${orderId}` },
    ]);
    const [customer, shop] = customerThenShop(mailsOf(orderId));
    const orderUrl = `${SHOP_URL}/checkout/order-received/${orderId}/?key=${key}`;
    // 2 × $12.00 = $24.00, less $10.00; 10% Illinois tax on the $14.00 left; $5.00 flat rate.
    const details = [
      `[Order #${orderId}] (${new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date())})`,
      orderUrl,
      "",
      "Blue Mug × 2 = $24.00",
      "",
      "Subtotal: $24.00",
      "Discount: −$10.00",
      "Shipping: $5.00 via Flat rate",
      "IL State Tax: $1.40",
      "Payment method: Direct bank transfer",
      "Total: $20.40",
      "Note: Leave it at the door",
    ].join("\n");
    const address = ["Ada Lovelace", "1 Main Street", "Springfield IL 62701", "US"];
    expect(customer?.text).toBe(
      [
        "= Thank you for your order =",
        "Hi Ada,",
        "Thanks for your order. It’s on-hold until we confirm that payment has been received.",
        "Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.",
        ["Our bank details", ["Corner Shop Ltd:", "Bank: First Bank", "Account number: 12345678", "Sort code: 12-34-56", "IBAN: GB33BUKB20201555555555", "BIC: BUKBGB22"].join("\n")].join("\n\n"),
        details,
        [["Billing address", ...address, "555 0100", "ada@example.com"].join("\n"), ["Shipping address", ...address, "555 0100"].join("\n")].join("\n\n"),
        "We look forward to fulfilling your order soon.",
        "----------------------------------------",
        `Corner Shop — ${SHOP_URL}`,
      ].join("\n\n"),
    );
    const html = customer?.html ?? "";
    expect(html).toMatch(/<h1[^>]*>Thank you for your order<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Our bank details<\/h2>/);
    expect(html).toContain("Account number: <strong>12345678</strong>");
    expect(html).toContain(`<a href="${orderUrl.replace("&", "&amp;")}"`);
    expect(html).toMatch(/<td[^>]*>Blue Mug<\/td><td[^>]*>2<\/td><td[^>]*>\$24\.00<\/td>/);
    expect(html).toMatch(/<th scope="row" colSpan="2"[^>]*>Discount:<\/th><td[^>]*>−\$10\.00<\/td>/i);
    expect(html).toMatch(/<th scope="row" colSpan="2"[^>]*>IL State Tax:<\/th><td[^>]*>\$1\.40<\/td>/i);
    expect(html).toMatch(/<th scope="row" colSpan="2"[^>]*>Total:<\/th><td[^>]*>\$20\.40<\/td>/i);
    expect(html).toContain(`<a href="${SHOP_URL}" style="color:#8a8a8a">Corner Shop</a>`);

    expect(shop?.text).toContain("You’ve received the following order from Ada Lovelace:");
    expect(shop?.text).toContain("Blue Mug (#BLUE-MUG) × 2 = $24.00");
    expect(shop?.text).not.toContain("Our bank details");
    expect(shop?.html).toMatch(/<h1[^>]*>New Order: #\d+<\/h1>/);
    // The sender marks each mail once the server has taken it, a moment after it arrived.
    await vi.waitFor(async () =>
      expect(await outboxOf(orderId)).toEqual([
        { kind: "customer_on_hold_order", status: "sent" },
        { kind: "new_order", status: "sent" },
      ]),
    );
  });

  it("a card-paid order sends the customer one processing mail and the shop one new-order mail, though the form was submitted twice", async () => {
    const cartToken = await cartOf("Red Mug", 1);
    const fields = checkoutFields({ billing_email: "paid@example.com", shipping_method: flatRate, payment_method: "card_test", payment_token: await cardToken("4242 4242 4242 4242") });
    const placed = await placeWith(cartToken, fields);
    expect(await placeWith(cartToken, fields)).toEqual(placed);
    if (!placed.ok) throw new Error(placed.code);
    await sender.drain();
    await sender.drain();
    expect(summary(mailsOf(placed.orderId))).toEqual([
      { to: ["paid@example.com"], subject: "Your Corner Shop order has been received!" },
      { to: ["owner@corner.example"], subject: `[Corner Shop]: New order #${placed.orderId}` },
    ]);
    const customer = mailsOf(placed.orderId).find((mail) => mail.recipients.includes("paid@example.com"));
    expect(customer?.text).toContain(`Just to let you know — we've received your order #${placed.orderId}, and it is now being processed:`);
    expect(customer?.text).toContain("Payment method: Credit / Debit Card");
    expect(customer?.text).toContain(`Thanks for using ${SHOP_URL}!`);
    expect(customer?.html).toMatch(/<h1[^>]*>Thank you for your order<\/h1>/);
    expect(customer?.html).not.toContain("Our bank details");
  });

  it("a declined card sends the customer's failed mail with a link to pay again and the shop's failed mail", async () => {
    const cartToken = await cartOf("Green Mug", 1);
    const placed = await placeWith(cartToken, checkoutFields({ billing_email: "declined@example.com", shipping_method: flatRate, payment_method: "card_test", payment_token: await cardToken("4000 0000 0000 0002") }));
    expect(placed).toMatchObject({ ok: false, code: "payment_failed" });
    const order = await handle.db.selectFrom("orders").select(["id", "order_key"]).where("email", "=", "declined@example.com").executeTakeFirstOrThrow();
    await sender.drain();
    expect(summary(mailsOf(order.id))).toEqual([
      { to: ["declined@example.com"], subject: "Your Corner Shop order was unsuccessful" },
      { to: ["owner@corner.example"], subject: `[Corner Shop]: Order #${order.id} has failed` },
    ]);
    const [customer, shop] = customerThenShop(mailsOf(order.id));
    const payUrl = `${SHOP_URL}/checkout/order-pay/${order.id}/?pay_for_order=true&key=${order.order_key}`;
    expect(customer?.text).toContain("Unfortunately, we couldn't complete your order due to an issue with your payment method.");
    expect(customer?.text).toContain(`Pay for this order: ${payUrl}`);
    expect(customer?.html).toContain(`<a href="${payUrl.replace("&", "&amp;")}"`);
    expect(customer?.html).toMatch(/<h1[^>]*>Sorry, your order was unsuccessful<\/h1>/);
    expect(shop?.text).toContain(`Payment for order #${order.id} from Ada Lovelace has failed. The order was as follows:`);
    expect(shop?.html).toMatch(/<h1[^>]*>Order Failed: #\d+<\/h1>/);
  });

  it("cancelling an on-hold order sends the shop's cancelled mail and nothing to the customer", async () => {
    const placed = await placeWith(await cartOf("Teapot", 1), checkoutFields({ billing_email: "cancel@example.com", shipping_method: flatRate }));
    if (!placed.ok) throw new Error(placed.code);
    await sender.drain();
    expect(await cancelOrder(handle.db, placed.orderId, { by: "merchant" }, new Date())).toEqual({ ok: true });
    await sender.drain();
    const cancelled = mailsOf(placed.orderId).filter((mail) => mail.subject.includes("cancelled"));
    expect(summary(cancelled)).toEqual([{ to: ["owner@corner.example"], subject: `[Corner Shop]: Order #${placed.orderId} has been cancelled` }]);
    expect(cancelled[0]?.text).toContain(`Notification to let you know — order #${placed.orderId} belonging to Ada Lovelace has been cancelled:`);
    expect(cancelled[0]?.html).toMatch(/<h1[^>]*>Order Cancelled: #\d+<\/h1>/);
    expect(mailsOf(placed.orderId)).toHaveLength(3);
  });

  it("completing a paid order (shop orders complete) sends the customer the completed mail", async () => {
    const placed = await placeWith(await cartOf("Cake Stand", 1), checkoutFields({ billing_email: "done@example.com", shipping_method: flatRate, payment_method: "card_test", payment_token: await cardToken("4242 4242 4242 4242") }));
    if (!placed.ok) throw new Error(placed.code);
    expect(await completeOrder(handle.db, placed.orderId, new Date())).toMatchObject({ ok: true });
    expect(await completeOrder(handle.db, placed.orderId, new Date())).toMatchObject({ ok: false });
    await sender.drain();
    const completed = mailsOf(placed.orderId).filter((mail) => mail.subject === "Your Corner Shop order is now complete");
    expect(summary(completed)).toEqual([{ to: ["done@example.com"], subject: "Your Corner Shop order is now complete" }]);
    expect(completed[0]?.text).toContain("= Thanks for shopping with us =\n\nHi Ada,\n\nWe have finished processing your order.");
    expect(completed[0]?.html).toMatch(/<h1[^>]*>Thanks for shopping with us<\/h1>/);
    expect(mailsOf(placed.orderId)).toHaveLength(3);
  });

  it("a full refund sends the customer the refunded mail with the refund in the totals; a partial one sends none", async () => {
    const placed = await placeWith(await cartOf("Cake Tin", 1), checkoutFields({ billing_email: "refund@example.com", shipping_method: flatRate, payment_method: "card_test", payment_token: await cardToken("4242 4242 4242 4242") }));
    if (!placed.ok) throw new Error(placed.code);
    const refunds = refundThroughGateways(gateways());
    // $12.00 item + $1.20 tax + $5.00 shipping = $18.20.
    expect(await refundOrder(handle.db, refunds, placed.orderId, { amount: 500, restock: false }, new Date())).toMatchObject({ ok: true, orderStatus: "processing" });
    await sender.drain();
    expect(mailsOf(placed.orderId).filter((mail) => mail.subject.includes("refunded"))).toEqual([]);
    expect(await refundOrder(handle.db, refunds, placed.orderId, { amount: null, restock: false }, new Date())).toMatchObject({ ok: true, orderStatus: "refunded" });
    await sender.drain();
    const refunded = mailsOf(placed.orderId).filter((mail) => mail.subject.includes("refunded"));
    expect(summary(refunded)).toEqual([{ to: ["refund@example.com"], subject: `Your Corner Shop order #${placed.orderId} has been refunded` }]);
    expect(refunded[0]?.text).toContain("Your order on Corner Shop has been refunded. There are more details below for your reference:");
    expect(refunded[0]?.text).toContain("Refund: −$18.20\nTotal: $18.20");
    expect(refunded[0]?.html).toMatch(/<h1[^>]*>Order Refunded: \d+<\/h1>/);
  });

  it("a customer cancelling their own unpaid order sends no mail (the shop was never told of it)", async () => {
    const cartToken = await cartOf("Saucer", 1);
    const placed = await placeWith(cartToken, checkoutFields({ billing_email: "unpaid@example.com", shipping_method: flatRate, payment_method: "card_test", payment_token: await cardToken("4000 0027 6000 3184") }));
    if (!placed.ok) throw new Error(placed.code);
    expect(placed.status).toBe("pending");
    await handle.db.updateTable("orders").set({ customer_id: 41 }).where("id", "=", placed.orderId).execute();
    expect(await cancelOrder(handle.db, placed.orderId, { by: "customer", customerId: 41 }, new Date())).toEqual({ ok: true });
    await sender.drain();
    expect(mailsOf(placed.orderId)).toEqual([]);
    expect(await outboxOf(placed.orderId)).toEqual([]);
  });

  it("a payment answer applied again (the processor's event twice, the shopper back from 3-D Secure twice) sends no second processing mail", async () => {
    const cartToken = await cartOf("Jug", 1);
    const placed = await placeWith(cartToken, checkoutFields({ billing_email: "secure@example.com", shipping_method: flatRate, payment_method: "card_test", payment_token: await cardToken("4000 0027 6000 3184") }));
    if (!placed.ok || placed.next.kind !== "authenticate") throw new Error("expected a 3-D Secure challenge");
    const paymentId = placed.next.url.split("/").at(-1) ?? "";
    expect(await answerTestChallenge(handle.db, paymentId, "complete", new Date())).toMatchObject({ ok: true });
    const { transaction_id: transactionId } = await handle.db.selectFrom("orders").select("transaction_id").where("id", "=", placed.orderId).executeTakeFirstOrThrow();
    const event = { kind: "payment_succeeded" as const, gateway: "card_test" as const, transactionId: transactionId ?? "", orderId: placed.orderId };
    const back = () => confirmReturnedPayment(handle.db, gateways(), { orderId: placed.orderId, orderKey: placed.orderKey }, { timeZone: "UTC" }, new Date());
    expect(await back()).toMatchObject({ status: "processing" });
    await sender.drain();
    await handle.db.transaction().execute((trx) => applyPaymentEvent(trx, event, { timeZone: "UTC" }));
    await handle.db.transaction().execute((trx) => applyPaymentEvent(trx, event, { timeZone: "UTC" }));
    expect(await back()).toMatchObject({ status: "processing" });
    await sender.drain();
    expect(summary(mailsOf(placed.orderId))).toEqual([
      { to: ["secure@example.com"], subject: "Your Corner Shop order has been received!" },
      { to: ["owner@corner.example"], subject: `[Corner Shop]: New order #${placed.orderId}` },
    ]);
  });

  it("a placement refused because another order took the last unit sends nothing; the order that got it sends its two mails", async () => {
    const product = await insertProduct(handle.db, { name: "Last Vase", regular_price: 3000, manage_stock: 1, stock_quantity: 1 });
    const first = await guestCartWith(handle.db, product, 1, new Date());
    const second = await guestCartWith(handle.db, product, 1, new Date());
    const ordersBefore = (await handle.db.selectFrom("orders").select("id").execute()).length;
    const won = await placeWith(first, checkoutFields({ billing_email: "first@example.com", shipping_method: flatRate }));
    const lost = await placeWith(second, checkoutFields({ billing_email: "second@example.com", shipping_method: flatRate }));
    if (!won.ok) throw new Error(won.code);
    expect(lost).toMatchObject({ ok: false });
    await sender.drain();
    expect((await handle.db.selectFrom("orders").select("id").execute()).length).toBe(ordersBefore + 1);
    expect(summary(mailsOf(won.orderId))).toHaveLength(2);
    expect(inbox.received.filter((mail) => mail.recipients.includes("second@example.com") || mail.text.includes("second@example.com"))).toEqual([]);
  });

  it("a status change rolled back with its transaction leaves no mail behind", async () => {
    const placed = await placeWith(await cartOf("Bowl", 1), checkoutFields({ billing_email: "rollback@example.com", shipping_method: flatRate, payment_method: "card_test", payment_token: await cardToken("4000 0027 6000 3184") }));
    if (!placed.ok) throw new Error(placed.code);
    const { attempt_key: attemptKey } = await handle.db.selectFrom("orders").select("attempt_key").where("id", "=", placed.orderId).executeTakeFirstOrThrow();
    const rolledBack = handle.db.transaction().execute(async (trx) => {
      expect(await recordPayment(trx, placed.orderId, attemptKey, { kind: "paid", transactionId: "pi_rolled_back" }, new Date())).toMatchObject({ status: "processing" });
      throw new Error("the caller failed after the payment was recorded");
    });
    await expect(rolledBack).rejects.toThrow("the caller failed");
    await sender.drain();
    expect(await outboxOf(placed.orderId)).toEqual([]);
    expect(mailsOf(placed.orderId)).toEqual([]);
    expect((await handle.db.selectFrom("orders").select("status").where("id", "=", placed.orderId).executeTakeFirstOrThrow()).status).toBe("pending");
  });

  it("a mail the server refuses for now is sent on a later pass, once", async () => {
    const placed = await placeWith(await cartOf("Plate", 1), checkoutFields({ billing_email: "later@example.com", shipping_method: flatRate }));
    if (!placed.ok) throw new Error(placed.code);
    inbox.refuseNext(2);
    expect(await sender.drain()).toEqual({ sent: 0, skipped: 0, failed: 2 });
    expect(mailsOf(placed.orderId)).toEqual([]);
    expect(await sender.drain()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await sender.drain(new Date(Date.now() + 3 * 60 * 1000))).toEqual({ sent: 2, skipped: 0, failed: 0 });
    expect(summary(mailsOf(placed.orderId))).toEqual([
      { to: ["later@example.com"], subject: "Your Corner Shop order has been received!" },
      { to: ["owner@corner.example"], subject: `[Corner Shop]: New order #${placed.orderId}` },
    ]);
  });
});

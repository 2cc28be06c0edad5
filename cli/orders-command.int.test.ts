import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refundThroughGateways } from "../server/checkout/refund-through-gateways.ts";
import { placeOrderPaidBy, shipEverywhereFree, type PlacedOrder } from "../server/checkout/test-checkout-fixture.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../server/db/test-database.ts";
import { createPaymentGateways } from "../server/payments/create-payment-gateways.ts";
import { subscribe } from "../server/checkout/test-subscription-fixture.ts";
import { getSubscriptionForMerchant } from "../server/subscriptions/get-subscription.ts";
import { runOrders } from "./orders-command.ts";

// `shop orders …` end to end on orders placed by the real checkout and paid by the card test mode
// (or by bank transfer): what each action prints, what it changes, and its exit code.

const NOW = new Date("2026-06-01T12:00:00Z");
const LATER = new Date("2026-06-02T09:30:00Z");

describe("shop orders", () => {
  let handle: TestDatabaseHandle;
  let card: PlacedOrder;
  let bank: PlacedOrder;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
    card = await placeOrderPaidBy(handle.db, gateways(), { method: "card", email: "ada@example.com", price: 3000, quantity: 2, stock: 5 }, NOW);
    bank = await placeOrderPaidBy(handle.db, gateways(), { method: "bank_transfer", email: "grace@example.com", price: 1999, quantity: 1, stock: 5 }, LATER);
  });
  afterAll(() => handle.close());

  function gateways() {
    return createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => LATER });
  }
  async function run(...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const output = { out: (line: string) => void out.push(...line.split("\n")), err: (line: string) => void err.push(...line.split("\n")) };
    const code = await runOrders(handle.db, { refunds: refundThroughGateways(gateways()), locale: "en-US", timeZone: "UTC" }, args, output, LATER);
    return { code, out, err };
  }
  const statusOf = async (orderId: number) => (await handle.db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status;
  const stockOf = async (productId: number) => (await handle.db.selectFrom("products").select("stock_quantity").where("id", "=", productId).executeTakeFirstOrThrow()).stock_quantity;

  it("list prints a line per order, newest first, with number, date, status, email and formatted total; --status and --limit narrow it", async () => {
    const all = await run("list");
    expect(all).toMatchObject({ code: 0, err: [] });
    expect(all.out).toEqual([
      "Order  Date (UTC)        Status      Email              Total",
      `#${bank.orderId}     2026-06-02 09:30  on-hold     grace@example.com  $19.99`,
      `#${card.orderId}     2026-06-01 12:00  processing  ada@example.com    $60.00`,
    ]);
    expect((await run("list", "--status", "processing")).out.slice(1)).toEqual([expect.stringContaining("ada@example.com")]);
    expect((await run("list", "--limit", "1")).out.slice(1)).toEqual([expect.stringContaining("grace@example.com")]);
    expect((await run("list", "--status", "cancelled")).out).toEqual(["No orders."]);
  });

  it("show prints the status, customer, addresses, lines with SKU and quantity, totals, payment method with its transaction, refunds and notes", async () => {
    const { transaction_id } = await handle.db.selectFrom("orders").select("transaction_id").where("id", "=", card.orderId).executeTakeFirstOrThrow();
    const shown = await run("show", String(card.orderId));
    expect(shown.code).toBe(0);
    expect(shown.out).toEqual([
      `Order #${card.orderId}  processing`,
      "Date: 2026-06-01 12:00 UTC, paid 2026-06-01 12:00 UTC",
      "Customer: guest, ada@example.com",
      "Billing address:",
      "  Ada Lovelace",
      "  1 Main Street",
      "  Springfield, IL 62701",
      "  US",
      "  555 0100",
      "Shipping address:",
      "  Ada Lovelace",
      "  1 Main Street",
      "  Springfield, IL 62701",
      "  US",
      "  555 0100",
      "Lines (after discounts, before tax):",
      "  Vase for ada@example.com  SKU VASE-ada@example.com  × 2  $60.00",
      "Shipping method: Free shipping ($0.00)",
      "Subtotal: $60.00",
      "Shipping: $0.00",
      "Tax: $0.00",
      "Total: $60.00",
      `Payment method: Credit / Debit Card (card_test), transaction ${transaction_id ?? ""}`,
      "Refunds: none",
      "Notes:",
      "  2026-06-01 12:00  Order created.  (private)",
      "  2026-06-01 12:00  Payment received.  (private)",
      "  2026-06-01 12:00  Order status changed from Pending payment to Processing.  (private)",
    ]);
  });

  it("complete moves a processing order to completed with a note for the customer; completing it again is refused with exit 1 and changes nothing", async () => {
    const order = await placeOrderPaidBy(handle.db, gateways(), { method: "card", email: "complete@example.com", price: 500, quantity: 1, stock: 5 }, NOW);
    expect(await run("complete", `#${order.orderId}`)).toEqual({ code: 0, out: [`Order #${order.orderId} is now completed (was processing).`], err: [] });
    expect(await statusOf(order.orderId)).toBe("completed");
    const note = await handle.db.selectFrom("order_notes").select(["code", "params", "for_customer"]).where("order_id", "=", order.orderId).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(note).toEqual({ code: "order_status_changed", params: JSON.stringify({ from: "processing", to: "completed" }), for_customer: 1 });
    expect(await run("complete", String(order.orderId))).toEqual({ code: 1, out: [], err: [`Order #${order.orderId} is completed: only a processing or on-hold order can be completed.`] });
  });

  it("cancel cancels a paid order, puts its stock back and says that nothing was paid back", async () => {
    const order = await placeOrderPaidBy(handle.db, gateways(), { method: "card", email: "cancel@example.com", price: 1000, quantity: 2, stock: 5 }, NOW);
    expect(await stockOf(order.productId)).toBe(3);
    expect(await run("cancel", String(order.orderId))).toEqual({
      code: 0,
      out: [
        `Order #${order.orderId} is now cancelled (was processing); any stock it held and its coupon uses are back.`,
        `It was paid: cancelling pays nothing back. Refund the $20.00 with: npm run shop -- orders refund ${order.orderId}`,
      ],
      err: [],
    });
    expect(await statusOf(order.orderId)).toBe("cancelled");
    expect(await stockOf(order.productId)).toBe(5);
    expect((await run("cancel", String(order.orderId))).code).toBe(1);
  });

  it("refund pays back a partial amount, then the rest with --restock, printing each refund and what is left; show lists both refunds", async () => {
    const order = await placeOrderPaidBy(handle.db, gateways(), { method: "card", email: "refund@example.com", price: 3000, quantity: 2, stock: 5 }, NOW);
    const partial = await run("refund", String(order.orderId), "12.50");
    expect(partial.code).toBe(0);
    expect(partial.out).toEqual([expect.stringMatching(new RegExp(`^Refund #\\d+ of \\$12\\.50 on order #${order.orderId} paid back through card_test \\(re_test_[\\w-]+\\)\\.$`)), `Order #${order.orderId} stays processing; $47.50 is left to refund.`]);
    const rest = await run("refund", String(order.orderId), "--restock");
    expect(rest.out.at(-1)).toBe(`Order #${order.orderId} is now refunded; nothing is left to refund and its lines are back in stock.`);
    expect(await stockOf(order.productId)).toBe(5);
    const shown = (await run("show", String(order.orderId))).out;
    expect(shown).toContain("Refunded: $60.00");
    expect(shown.filter((line) => /^ {2}#\d+ +2026-06-02 09:30 {2}\$\d+\.\d\d +succeeded {2}re_test_/.test(line))).toHaveLength(2);
    expect(shown).toContain("  2026-06-02 09:30  Refunded $12.50.");
    expect(shown).toContain("  2026-06-02 09:30  Order status changed from Processing to Refunded.");
  });

  it("a bank-transfer refund is recorded and the merchant told to pay it back by hand", async () => {
    expect((await run("refund", String(bank.orderId), "5")).out).toEqual([
      expect.stringMatching(new RegExp(`^Refund #\\d+ of \\$5\\.00 on order #${bank.orderId} recorded; bacs moves no money, so pay it back to the customer yourself\\.$`)),
      `Order #${bank.orderId} stays on-hold; $14.99 is left to refund.`,
    ]);
  });

  it("refuses a bad amount, an amount over what is left, --restock with a partial amount, an unpaid order and an unknown order with one line and exit 1, changing nothing", async () => {
    const order = await placeOrderPaidBy(handle.db, gateways(), { method: "card", email: "refused@example.com", price: 1000, quantity: 1, stock: 5 }, NOW);
    const id = String(order.orderId);
    expect(await run("refund", id, "12.505")).toEqual({ code: 1, out: [], err: ['"12.505" is not an amount in USD: write it like 12.50, without a sign or symbol.'] });
    expect(await run("refund", id, "abc")).toMatchObject({ code: 1, err: ['"abc" is not an amount in USD: write it like 12.50, without a sign or symbol.'] });
    expect(await run("refund", id, "0")).toEqual({ code: 1, out: [], err: ['The refund amount must be more than zero, not "0".'] });
    expect(await run("refund", id, "10.01")).toEqual({ code: 1, out: [], err: [`Cannot refund 10.01 on order #${id}: at most $10.00 is left to refund (paid $10.00, refunded $0.00).`] });
    expect(await run("refund", id, "4", "--restock")).toMatchObject({ code: 1, err: ["--restock puts every line back in stock, so it goes only with the refund of all that is left ($10.00): leave out the amount, or refund without --restock."] });
    expect(await run("refund", "999999")).toEqual({ code: 1, out: [], err: ["No order #999999."] });
    expect(await run("show", "999999")).toEqual({ code: 1, out: [], err: ["No order #999999."] });
    expect(await run("complete", "999999")).toEqual({ code: 1, out: [], err: ["No order #999999."] });
    expect(await statusOf(order.orderId)).toBe("processing");
    expect(await handle.db.selectFrom("order_refunds").select("id").where("order_id", "=", order.orderId).execute()).toEqual([]);
    expect(await run("refund", id)).toMatchObject({ code: 0 });
    expect(await run("refund", id)).toEqual({ code: 1, out: [], err: [`Order #${id} is refunded: only a processing, on-hold or completed order (or a cancelled one that was paid) can be refunded.`] });
  });

  it("a malformed command line exits 2 with the usage", async () => {
    for (const args of [[], ["ship", "1"], ["show"], ["show", "abc"], ["show", "1", "2"], ["list", "--status", "lost"], ["list", "--limit", "0"], ["refund", "1", "5", "6"], ["refund", "1", "--bogus"]]) {
      const result = await run(...args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.err).toContain("Usage: npm run shop -- orders <action>");
    }
  });
});

// A bank transfer's subscription waits on hold until the merchant sees the money and completes the
// order: the command lets the subscription follow, in the same transaction (decision 028).
describe("shop orders complete, for a subscription's parent order", () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await shipEverywhereFree(handle.db);
  });
  afterAll(() => handle.close());

  it("completes a bank transfer's on-hold parent order and activates its subscription", async () => {
    const gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => NOW });
    const { subscriptionId, orderId } = await subscribe(handle.db, gateways, { customer: { id: 41, email: "lin@example.test" }, price: 1800, payment: { kind: "bank_transfer" } }, NOW);
    const statusOfSubscription = async () => (await getSubscriptionForMerchant(handle.db, subscriptionId))?.status;
    expect(await statusOfSubscription()).toBe("on-hold");
    const output = { out: () => undefined, err: () => undefined };
    expect(await runOrders(handle.db, { refunds: refundThroughGateways(gateways), locale: "en-US", timeZone: "UTC" }, ["complete", String(orderId)], output, LATER)).toBe(0);
    expect(await statusOfSubscription()).toBe("active");
  });
});

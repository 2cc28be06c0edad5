import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { addPaymentMethod } from "./add-payment-method.ts";
import { tokeniseTestCard } from "./card-test/tokenise-test-card.ts";
import { createPaymentGateways, type PaymentGateways } from "./create-payment-gateways.ts";
import { deletePaymentMethod } from "./delete-payment-method.ts";
import { listPaymentMethods } from "./list-payment-methods.ts";
import { setDefaultPaymentMethod } from "./set-default-payment-method.ts";

const now = new Date("2026-11-24T12:00:00Z");
const ann = { id: 11, email: "ann@example.test" };
const bob = { id: 12, email: "bob@example.test" };

describe("saved payment methods", () => {
  let handle: TestDatabaseHandle;
  let gateways: PaymentGateways;
  beforeAll(async () => {
    handle = await createTestDatabase();
    gateways = createPaymentGateways(handle.db, { production: false, stripe: null, clock: () => now });
  });
  afterAll(() => handle.close());

  async function add(customer: typeof ann, number: string, idempotencyKey = `${customer.id}-${number}`) {
    const tokenised = await tokeniseTestCard(handle.db, { number, expiry: "12 / 34", cvc: "123" }, now);
    if (!tokenised.ok) throw new Error("tokenising failed");
    return addPaymentMethod(gateways, { gatewayId: "card_test", customer, token: tokenised.token, idempotencyKey });
  }

  it("adds cards through the gateway; the first becomes the default", async () => {
    expect(await add(ann, "4242424242424242")).toMatchObject({ status: "saved", card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 } });
    await add(ann, "5555555555554444");
    const listed = await listPaymentMethods(handle.db, ann.id);
    expect(listed.map((m) => [m.brand, m.last4, m.isDefault])).toEqual([
      ["visa", "4242", true],
      ["mastercard", "4444", false],
    ]);
  });

  it("refuses to save a card with an offline gateway or a used token", async () => {
    expect(await addPaymentMethod(gateways, { gatewayId: "bacs", customer: ann, token: "x", idempotencyKey: "k" })).toEqual({ status: "failed", code: "payment_method_not_supported" });
    expect(await addPaymentMethod(gateways, { gatewayId: "card_test", customer: ann, token: "tok_test_unknown", idempotencyKey: "k2" })).toEqual({ status: "failed", code: "payment_method_not_found" });
  });

  it("refuses to save the declined test cards with the card's own code, and keeps nothing of them", async () => {
    const carol = { id: 13, email: "carol@example.test" };
    expect(await add(carol, "4000000000000002")).toEqual({ status: "failed", code: "card_declined" });
    expect(await add(carol, "4000000000009995")).toEqual({ status: "failed", code: "insufficient_funds" });
    expect(await listPaymentMethods(handle.db, carol.id)).toEqual([]);
    expect(await add(carol, "4000000000000341")).toMatchObject({ status: "saved", card: { last4: "0341" } });
  });

  it("makes another card the default, one default at a time", async () => {
    const [, mastercard] = await listPaymentMethods(handle.db, ann.id);
    if (mastercard === undefined) throw new Error("no second card");
    expect(await setDefaultPaymentMethod(handle.db, ann.id, mastercard.id)).toEqual({ ok: true });
    expect((await listPaymentMethods(handle.db, ann.id)).map((m) => m.isDefault)).toEqual([false, true]);
  });

  it("answers not found for another customer's card, and changes nothing of it", async () => {
    const [visa] = await listPaymentMethods(handle.db, ann.id);
    if (visa === undefined) throw new Error("no card");
    expect(await setDefaultPaymentMethod(handle.db, bob.id, visa.id)).toEqual({ ok: false, code: "payment_method_not_found" });
    expect(await deletePaymentMethod(handle.db, gateways, bob.id, visa.id)).toEqual({ ok: false, code: "payment_method_not_found" });
    expect(await listPaymentMethods(handle.db, bob.id)).toEqual([]);
    expect(await listPaymentMethods(handle.db, ann.id)).toHaveLength(2);
  });

  it("deletes a card, detaches it at the processor, and passes the default on", async () => {
    const [visa, mastercard] = await listPaymentMethods(handle.db, ann.id);
    if (visa === undefined || mastercard === undefined) throw new Error("cards missing");
    expect(await deletePaymentMethod(handle.db, gateways, ann.id, mastercard.id)).toEqual({ ok: true });
    expect((await listPaymentMethods(handle.db, ann.id)).map((m) => [m.id, m.isDefault])).toEqual([[visa.id, true]]);
    expect(await handle.db.selectFrom("card_test_methods").select("detached").where("detached", "=", 1).execute()).toHaveLength(1);
    const gateway = gateways.get("card_test");
    const charge = await gateway?.chargeSaved({ orderId: 1, amount: 100, currency: "USD", idempotencyKey: "after-delete", customer: ann, savedMethodId: mastercard.id, offSession: true });
    expect(charge).toEqual({ status: "failed", code: "payment_method_not_found" });
  });

  it("saves one card when the same save is submitted twice", async () => {
    const tokenised = await tokeniseTestCard(handle.db, { number: "4242424242424242", expiry: "12 / 34", cvc: "123" }, now);
    if (!tokenised.ok) throw new Error("tokenising failed");
    const input = { gatewayId: "card_test" as const, customer: bob, token: tokenised.token, idempotencyKey: "bob-save-1" };
    const [first, second] = await Promise.all([addPaymentMethod(gateways, input), addPaymentMethod(gateways, input)]);
    expect(second).toEqual(first);
    expect(await listPaymentMethods(handle.db, bob.id)).toHaveLength(1);
  });
});

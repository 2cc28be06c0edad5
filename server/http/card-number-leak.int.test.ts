import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { sql } from "kysely";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../db/test-database.ts";
import { addPaymentMethod } from "../payments/add-payment-method.ts";
import { createPaymentGateways } from "../payments/create-payment-gateways.ts";
import { createTestApiApp, type TestApiApp } from "./test-api-app.ts";
import { createTestBrowser } from "./test-browser.ts";

// Issue 9: the card number travels only to the tokenisation step. After a tokenisation, a
// payment that saves the card, a save from the account page and refused card fields (all with
// 4242…), neither any table of the database nor anything the shop logged holds the number.

const NUMBER = "4242424242424242";
const TYPED_NUMBERS = [NUMBER, "4242 4242 4242 4242", "4242-4242-4242-4242"];
const customer = { id: 21, email: "ann@example.test" };

async function allRows(handle: TestDatabaseHandle): Promise<Record<string, unknown[]>> {
  const tables =
    handle.kind === "sqlite"
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(handle.db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(handle.db);
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) rows[name] = (await sql`select * from ${sql.table(name)}`.execute(handle.db)).rows;
  return rows;
}

describe("the card number never reaches the shop's database or logs", () => {
  let handle: TestDatabaseHandle;
  let shop: TestApiApp;
  const logged: string[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({ SHOP_URL: "http://localhost", SEED_DEMO: "false", MEDIA_DIR: mkdtempSync(join(tmpdir(), "shopwright-leak-media-")) });
    shop = createTestApiApp({ database: handle, config, logger: pino({ level: "trace" }, sink) });
  });
  afterAll(async () => {
    shop.dispose();
    await handle.close();
  });

  it("tokenises, pays, saves and refuses bad fields with 4242…, and no table or log line holds the number", async () => {
    const browser = createTestBrowser(shop.app);
    const tokenise = async (number: string, cvc = "123") => browser.post("/api/v1/payments/card-test/tokens", { number, expiry: "12 / 34", cvc });

    const first = await tokenise("4242 4242 4242 4242");
    expect(first.status).toBe(201);
    const { token, card } = (await first.json()) as { token: string; card: unknown };
    expect(card).toEqual({ brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 });

    const refused = await tokenise(NUMBER, "12");
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: "card_cvc_invalid" }, errors: [{ field: "cvc", code: "card_cvc_invalid" }] });
    const tooLong = await tokenise(`${NUMBER} ${"4".repeat(40)}`);
    expect(tooLong.status).toBe(400);

    const gateway = createPaymentGateways(handle.db, { production: false, stripe: null }).get("card_test");
    const paid = await gateway?.processPayment({ orderId: 1, amount: 1999, currency: "USD", idempotencyKey: "order-1-a", customer, source: { token }, saveMethod: true, returnUrl: "/" });
    expect(paid).toMatchObject({ status: "succeeded", savedMethodId: expect.any(Number) as unknown });

    const second = (await (await tokenise("4242-4242-4242-4242")).json()) as { token: string };
    const saved = await addPaymentMethod(createPaymentGateways(handle.db, { production: false, stripe: null }), { gatewayId: "card_test", customer, token: second.token, idempotencyKey: "save-1" });
    expect(saved).toMatchObject({ status: "saved" });

    const everything = JSON.stringify(await allRows(handle));
    // The scan reads the tables: the token and the last 4 digits are there.
    expect(everything).toContain(token);
    expect(everything).toContain('"4242"');
    const log = logged.join("");
    expect(log).toContain("/api/v1/payments/card-test/tokens");
    for (const typed of TYPED_NUMBERS) {
      expect(everything, typed).not.toContain(typed);
      expect(log, typed).not.toContain(typed);
    }
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../server/catalog/test-catalog-fixture.ts";
import { placeCheckoutOrder } from "../server/checkout/place-checkout-order.ts";
import { bankTransferOnly, checkoutFields, guestCartWith, shipEverywhereFree } from "../server/checkout/test-checkout-fixture.ts";
import { loadConfig } from "../server/config.ts";
import { createTestDatabase, type TestDatabaseHandle } from "../server/db/test-database.ts";
import { cancelOrder } from "../server/orders/cancel-order.ts";
import { sendOrderMailsNow } from "./send-order-mails-now.ts";

// What `shop orders complete|cancel|refund` does after the change: the mails it queued go out
// before the command exits, here into the outbox folder (no SMTP_URL), as .eml files.

describe("sending order mails at the end of an orders command", () => {
  let handle: TestDatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    handle = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), "shopwright-cli-mails-"));
    await shipEverywhereFree(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a merchant's cancel of an on-hold order writes the shop's cancelled mail, with the ones still queued, and says how many went", async () => {
    const product = await insertProduct(handle.db, { name: "Lamp", regular_price: 2500 });
    const cartToken = await guestCartWith(handle.db, product, 1, new Date());
    const placed = await placeCheckoutOrder(handle.db, bankTransferOnly, { owner: { cartToken }, customerId: null, fields: checkoutFields(), currency: "USD", returnPath: () => "/" }, new Date());
    if (!placed.ok) throw new Error(placed.code);
    expect(await cancelOrder(handle.db, placed.orderId, { by: "merchant" }, new Date())).toEqual({ ok: true });
    const config = loadConfig({ MAIL_OUTBOX_DIR: join(dir, "outbox"), SHOP_ADMIN_EMAIL: "owner@shop.example", SEED_DEMO: "false", LOG_LEVEL: "silent" });
    const lines: string[] = [];
    await sendOrderMailsNow(handle.db, config, { out: (line) => void lines.push(line), err: (line) => void lines.push(`ERR ${line}`) });
    expect(lines).toEqual(["Sent 3 order mail(s)."]);
    const subjects = readdirSync(join(dir, "outbox")).map((file) => /^Subject: (.*)$/m.exec(readFileSync(join(dir, "outbox", file), "utf8"))?.[1]);
    expect(subjects.sort()).toEqual(["Your Shopwright order has been received!", `[Shopwright]: New order #${placed.orderId}`, `[Shopwright]: Order #${placed.orderId} has been cancelled`]);
    await sendOrderMailsNow(handle.db, config, { out: (line) => void lines.push(line), err: (line) => void lines.push(`ERR ${line}`) });
    expect(lines).toHaveLength(1);
  });
});

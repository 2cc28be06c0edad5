import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { expect, test } from "./helpers/test.ts";
import pg from "pg";
import { freshPostgresDatabase, type FreshDatabase } from "../scripts/fresh-postgres-database.ts";
import { checkoutFields } from "../server/checkout/test-checkout-fixture.ts";

// Issue 9's bar: a `kill -9` of the shop during a stream of 1,000 order placements, then a restart
// on the same database: every order the shop acknowledged (a 303 to its order-received page) is
// there with its lines, and the database's own integrity check passes. The shop runs as its own
// process here, on its own database of the kind this e2e run uses (SQLite or PostgreSQL).

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3199) + 37;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PLACEMENTS = 1000;
const SHOPPERS = 8;
/** The kill comes once this many orders are acknowledged: mid-stream, with placements in flight. */
const KILL_AFTER = 150;
const CSRF = "kill-test-csrf";
const PRODUCT_SLUG = "linen-notebook";

interface Acknowledged {
  id: number;
  key: string;
}

function startShop(databaseUrl: string, dir: string): ChildProcess {
  return spawn(process.execPath, ["server/main.ts"], {
    cwd: REPO_ROOT,
    stdio: "ignore",
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", SHOP_URL: ORIGIN, DATABASE_URL: databaseUrl, MEDIA_DIR: join(dir, "media"), MAIL_OUTBOX_DIR: join(dir, "outbox"), LOG_LEVEL: "silent", JOBS_IN_PROCESS: "false" },
  });
}

async function waitUntilServing(): Promise<void> {
  await expect(async () => expect((await fetch(`${ORIGIN}/healthz`)).ok).toBe(true)).toPass({ timeout: 90_000 });
}

async function post(path: string, body: string, contentType: string, cookie: string): Promise<Response> {
  return fetch(ORIGIN + path, { method: "POST", redirect: "manual", headers: { "content-type": contentType, origin: ORIGIN, "x-csrf-token": CSRF, cookie: `csrf_token=${CSRF}; ${cookie}` }, body });
}

/** One guest's order by bank transfer; its id and key when the shop acknowledged it. */
async function placeOrder(productId: number, n: number): Promise<Acknowledged | null> {
  const added = await post("/api/v1/cart/add-item", JSON.stringify({ product_id: productId, quantity: 1 }), "application/json", "");
  const cookie = added.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  await added.arrayBuffer();
  const form = new URLSearchParams({ csrf_token: CSRF, ...checkoutFields({ billing_email: `kill${n}@example.com` }) });
  const placed = await post("/checkout", form.toString(), "application/x-www-form-urlencoded", cookie);
  await placed.arrayBuffer();
  const match = /\/checkout\/order-received\/(\d+)\/?\?key=([\w-]+)/.exec(placed.headers.get("location") ?? "");
  return placed.status === 303 && match ? { id: Number(match[1]), key: match[2] ?? "" } : null;
}

/** The demo product's id, read from the shop's database (the seeded demo has unmanaged stock for it). */
async function productIdOf(databaseUrl: string, dir: string, onPostgres: boolean): Promise<number> {
  if (!onPostgres) {
    const db = new DatabaseSync(join(dir, "shop.sqlite"), { readOnly: true });
    try {
      return Number((db.prepare("select id from products where slug = ?").get(PRODUCT_SLUG) as { id: number } | undefined)?.id ?? 0);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ id: number }>("select id from products where slug = $1", [PRODUCT_SLUG])).rows[0]?.id ?? 0);
  } finally {
    await client.end();
  }
}

test("every order acknowledged before a kill -9 is there after the restart, and the database passes its integrity check", async () => {
  test.setTimeout(300_000);
  const e2eUrl = process.env.E2E_DATABASE_URL ?? "";
  const onPostgres = e2eUrl.startsWith("postgres");
  const dir = mkdtempSync(join(tmpdir(), "shopwright-kill-"));
  let fresh: FreshDatabase | null = null;
  if (onPostgres) {
    const server = new URL(e2eUrl);
    server.pathname = "/postgres";
    fresh = await freshPostgresDatabase(server.toString(), "shopwright_kill");
  }
  const databaseUrl = fresh?.url ?? `sqlite:${join(dir, "shop.sqlite")}`;
  let shop = startShop(databaseUrl, dir);
  try {
    await waitUntilServing();
    const productId = await productIdOf(databaseUrl, dir, onPostgres);
    expect(productId).toBeGreaterThan(0);

    const acknowledged: Acknowledged[] = [];
    let next = 0;
    let killed = false;
    const victim = shop;
    const shopper = async () => {
      while (next < PLACEMENTS) {
        const n = next++;
        const order = await placeOrder(productId, n).catch(() => null);
        if (order) acknowledged.push(order);
        if (!killed && acknowledged.length >= KILL_AFTER) {
          killed = true;
          victim.kill("SIGKILL");
        }
        if (killed && order === null) return;
      }
    };
    await Promise.all(Array.from({ length: SHOPPERS }, shopper));
    expect(killed).toBe(true);
    await new Promise((resolve) => (victim.exitCode !== null || victim.signalCode !== null ? resolve(null) : victim.once("exit", resolve)));

    shop = startShop(databaseUrl, dir);
    await waitUntilServing();
    for (const order of acknowledged) {
      const page = await fetch(`${ORIGIN}/checkout/order-received/${order.id}/?key=${order.key}`);
      expect(page.status, `order ${order.id}`).toBe(200);
      expect(await page.text()).toContain("Linen Notebook");
    }

    if (onPostgres) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query("create extension if not exists amcheck");
        const indexes = await client.query<{ index: string }>("select c.oid::regclass::text as index from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace where a.amname = 'btree' and n.nspname = 'public'");
        for (const { index } of indexes.rows) await client.query("select bt_index_check($1::regclass, true)", [index]);
        expect(indexes.rows.length).toBeGreaterThan(10);
        const orphans = await client.query("select count(*)::int as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)");
        expect(orphans.rows[0]).toEqual({ n: 0 });
      } finally {
        await client.end();
      }
    } else {
      const db = new DatabaseSync(join(dir, "shop.sqlite"), { readOnly: true });
      try {
        expect(db.prepare("pragma integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
        expect(db.prepare("pragma foreign_key_check").all()).toEqual([]);
        expect(db.prepare("select count(*) as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)").get()).toEqual({ n: 0 });
      } finally {
        db.close();
      }
    }
  } finally {
    shop.kill("SIGKILL");
    await fresh?.drop().catch(() => undefined);
  }
});

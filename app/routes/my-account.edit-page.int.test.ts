import { NO_ISLAND_SCRIPTS } from "../../server/http/island-scripts.ts";
import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import { RouterContextProvider } from "react-router";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../server/auth/create-account.ts";
import { startSession } from "../../server/auth/start-session.ts";
import { loadConfig } from "../../server/config.ts";
import { getPage } from "../../server/content/get-page.ts";
import { savePage } from "../../server/content/save-page.ts";
import type { DatabaseHandle } from "../../server/db/connect.ts";
import { createTestDatabase } from "../../server/db/test-database.ts";
import { servicesContext } from "../context.ts";
import { action, loader } from "./my-account.edit-page.tsx";
import { loader as pageLoader } from "./page.tsx";

// The editor's page form and the content page's edit link, through the route modules' loaders
// and actions (the browser side is e2e/account-edit-page.spec.ts).

const ORIGIN = "http://shop.test";
const CSRF = "test-csrf-token";

describe("content page editing routes", () => {
  let handle: DatabaseHandle;
  let context: RouterContextProvider;
  const cookies: Record<"editor" | "customer", string> = { editor: "", customer: "" };

  beforeAll(async () => {
    handle = await createTestDatabase();
    const now = new Date();
    await savePage(handle.db, { slug: "about", title: "About us", blocks: [{ type: "richText", html: "<p>a</p>" }], menuOrder: 1 }, now);
    for (const role of ["editor", "customer"] as const) {
      const created = await createAccount(handle.db, { email: `${role}@example.com`, password: "secret-1", firstName: "", lastName: "", role }, now);
      if (!created.ok) throw new Error(created.code);
      const session = await startSession(handle.db, { customerId: created.customer.id, role: created.customer.role, remember: false, previousToken: null }, now);
      cookies[role] = `shopwright_session=${session.token}; csrf_token=${CSRF}`;
    }
    context = new RouterContextProvider();
    const config = loadConfig({ DATABASE_URL: "sqlite::memory:" });
    context.set(servicesContext, { db: handle.db, config, logger: pino({ level: "silent" }), islands: NO_ISLAND_SCRIPTS, gateways: createPaymentGateways(handle.db, { production: false, stripe: null }), mailer: { send: async () => undefined }, orderMails: { kick: () => undefined }, clientIp: "192.0.2.9" });
  });
  afterAll(() => handle.close());

  const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, cookie === undefined ? {} : { headers: { cookie } });
  const post = (path: string, cookie: string, fields: Record<string, string>) =>
    new Request(`${ORIGIN}${path}`, { method: "POST", headers: { cookie, origin: ORIGIN, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
  // Loader and action arguments as React Router passes them (only these fields are read).
  const args = <A>(request: Request, slug: string): A => ({ request, params: { slug }, context }) as unknown as A;
  const outcome = async (run: () => Promise<unknown>): Promise<unknown> => {
    try {
      return await run();
    } catch (thrown) {
      return thrown;
    }
  };
  const statusOf = (value: unknown): number | undefined => (value instanceof Response ? value.status : (value as { init?: { status?: number } } | null)?.init?.status);

  it("shows the edit link to editors only; anonymous data is the same for everyone", async () => {
    const anonymous = await pageLoader(args(get("/about"), "about"));
    expect(anonymous).toMatchObject({ editor: null });
    const customer = await pageLoader(args(get("/about", cookies.customer), "about"));
    expect(customer).toMatchObject({ editor: null });
    const editor = await pageLoader(args(get("/about?updated=1", cookies.editor), "about"));
    expect(editor).toMatchObject({ data: { editor: { editHref: "/my-account/edit-page/about", updated: true } } });
  });

  it("loads a page's product table with the page's own address as its base, so its links and forms stay on the page", async () => {
    await savePage(handle.db, { slug: "tables", title: "Tables", blocks: [{ type: "productTable", heading: "All products" }], menuOrder: 5 }, new Date());
    const loaded = await pageLoader(args(get("/tables?s=mug"), "tables"));
    expect(loaded).toMatchObject({ editor: null, blockData: { tableIndex: 0, table: { basePath: "/tables", state: { query: { search: "mug" } } } } });
  });

  it("sends /home to the root, where the home page is shown", async () => {
    const moved = await outcome(() => pageLoader(args(get("/home"), "home")));
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(301);
    expect((moved as Response).headers.get("location")).toBe("/");
  });

  it("sends anonymous visitors to the login form, refuses customers and unknown pages", async () => {
    const anonymous = await outcome(() => loader(args(get("/my-account/edit-page/about"), "about")));
    expect(anonymous).toBeInstanceOf(Response);
    expect((anonymous as Response).headers.get("location")).toBe("/my-account");
    expect(statusOf(await outcome(() => loader(args(get("/my-account/edit-page/about", cookies.customer), "about"))))).toBe(403);
    expect(statusOf(await outcome(() => loader(args(get("/my-account/edit-page/missing", cookies.editor), "missing"))))).toBe(404);
    const customerPost = await outcome(() => action(args(post("/my-account/edit-page/about", cookies.customer, { csrf_token: CSRF, title: "Hacked", block_count: "0" }), "about")));
    expect(statusOf(customerPost)).toBe(403);
    expect(await getPage(handle.db, "about")).toMatchObject({ title: "About us" });
  });

  const rich = (html: string) => ({ csrf_token: CSRF, block_count: "1", "blocks.0.type": "richText", "blocks.0.html": html });

  it("fills the form, checks the title, then saves and redirects to the page", async () => {
    expect(await loader(args(get("/my-account/edit-page/about", cookies.editor), "about"))).toMatchObject({ data: { values: { title: "About us", blocks: [{ type: "richText", html: "<p>a</p>" }] } } });
    const blank = await action(args(post("/my-account/edit-page/about", cookies.editor, { ...rich("<p>b</p>"), title: " " }), "about"));
    expect(blank).toMatchObject({ data: { code: "invalid_page", field: "title", values: { title: " ", blocks: [{ type: "richText", html: "<p>b</p>" }] } }, init: { status: 422 } });
    const saved = await outcome(() => action(args(post("/my-account/edit-page/about", cookies.editor, { ...rich("<p>b</p>"), title: "About the shop" }), "about")));
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).status).toBe(303);
    expect((saved as Response).headers.get("location")).toBe("/about?updated=1");
    expect(await getPage(handle.db, "about")).toMatchObject({ title: "About the shop", blocks: [{ type: "richText", html: "<p>b</p>" }], menuOrder: 1 });
  });

  it("adds, moves and removes blocks in the draft without saving, keeping what was typed", async () => {
    const fields = { ...rich("<p>typed</p>"), title: "Typed title", add_type: "button" };
    const added = await action(args(post("/my-account/edit-page/about", cookies.editor, { ...fields, intent: "add" }), "about"));
    expect(added).toMatchObject({ data: { code: null, values: { title: "Typed title", blocks: [{ type: "richText", html: "<p>typed</p>" }, { type: "button" }] } } });
    const moved = await action(
      args(post("/my-account/edit-page/about", cookies.editor, { ...fields, block_count: "2", "blocks.1.type": "button", "blocks.1.label": "Go", "blocks.1.href": "/shop", intent: "up:1" }), "about"),
    );
    expect(moved).toMatchObject({ data: { values: { blocks: [{ type: "button", label: "Go", href: "/shop" }, { type: "richText", html: "<p>typed</p>" }] } } });
    const removed = await action(args(post("/my-account/edit-page/about", cookies.editor, { ...fields, intent: "remove:0" }), "about"));
    expect(removed).toMatchObject({ data: { values: { blocks: [] } } });
    expect(await getPage(handle.db, "about")).toMatchObject({ title: "About the shop", blocks: [{ type: "richText", html: "<p>b</p>" }] });
  });

  it("refuses an invalid block with each field's error, keeps the draft and saves nothing", async () => {
    const posted = { ...rich("<p>kept</p>"), title: "About the shop", block_count: "2", "blocks.1.type": "button", "blocks.1.label": "", "blocks.1.href": "javascript:alert(1)", intent: "save" };
    const refused = await action(args(post("/my-account/edit-page/about", cookies.editor, posted), "about"));
    expect(refused).toMatchObject({
      data: {
        code: "invalid_page",
        field: "blocks",
        blockErrors: [
          { index: 1, field: "label", code: "required" },
          { index: 1, field: "href", code: "unsafe_url" },
        ],
        values: { blocks: [{ type: "richText", html: "<p>kept</p>" }, { type: "button", label: "", href: "javascript:alert(1)" }] },
      },
      init: { status: 422 },
    });
    expect(await getPage(handle.db, "about")).toMatchObject({ blocks: [{ type: "richText", html: "<p>b</p>" }] });
  });

  it("refuses a customer's draft operations too", async () => {
    const post403 = await outcome(() => action(args(post("/my-account/edit-page/about", cookies.customer, { ...rich("x"), title: "t", intent: "remove:0" }), "about")));
    expect(statusOf(post403)).toBe(403);
  });
});

import { createPaymentGateways } from "../../server/payments/create-payment-gateways.ts";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../server/auth/create-account.ts";
import { startSession } from "../../server/auth/start-session.ts";
import { getPage } from "../../server/content/get-page.ts";
import { savePage } from "../../server/content/save-page.ts";
import type { DatabaseHandle } from "../../server/db/connect.ts";
import { createTestDatabase } from "../../server/db/test-database.ts";
import { action } from "./my-account.edit-page.tsx";
import { outcome, routeArgs, routeContext, statusOf } from "./route-test-harness.ts";

// The save the builder dialog posts to (decision 047): the page editor's own action, with the
// whole form as the editor's page renders it and intent=save. Media blocks refused field by field
// (nothing saved), saved when valid, and refused to customers. CSRF for this action is proven with
// every other route's in app/csrf-routes.int.test.ts; the browser side is e2e/media-blocks.spec.ts.

const ORIGIN = "http://shop.test";
const CSRF = "test-csrf-token";

describe("the builder dialog's save of media blocks", () => {
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
    context = routeContext(handle.db, createPaymentGateways(handle.db, { production: false, stripe: null }));
  });
  afterAll(() => handle.close());

  const post = (path: string, cookie: string, fields: Record<string, string>) =>
    new Request(`${ORIGIN}${path}`, { method: "POST", headers: { cookie, origin: ORIGIN, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
  const args = <A>(request: Request, slug: string): A => routeArgs<A>(context, request, { slug });

  const galleryForm = (src: string, caption: string) => ({
    csrf_token: CSRF,
    title: "About us",
    intent: "save",
    block_count: "2",
    "blocks.0.type": "richText",
    "blocks.0.html": "<p>a</p>",
    "blocks.0.anchor": "",
    "blocks.1.type": "gallery",
    "blocks.1.heading": "Studio",
    "blocks.1.anchor": "",
    "blocks.1.items.0.src": src,
    "blocks.1.items.0.width": "1200",
    "blocks.1.items.0.height": "800",
    "blocks.1.items.0.alt": "A mug",
    "blocks.1.items.0.caption": caption,
    "blocks.1.items.1.src": "",
    "blocks.1.items.1.width": "",
    "blocks.1.items.1.height": "",
    "blocks.1.items.1.alt": "",
    "blocks.1.items.1.caption": "",
  });

  it("refuses a hostile picture address and a bad video address with each field's code, keeping the draft and saving nothing", async () => {
    const posted = {
      ...galleryForm('/a.jpg" onerror="alert(1)', "Kept"),
      block_count: "3",
      "blocks.2.type": "videoEmbed",
      "blocks.2.title": "Tour",
      "blocks.2.url": "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "blocks.2.poster": "",
      "blocks.2.anchor": "",
    };
    const refused = await action(args(post("/my-account/edit-page/about", cookies.editor, posted), "about"));
    expect(refused).toMatchObject({
      data: {
        code: "invalid_page",
        blockErrors: [
          { index: 1, field: "items.0.src", code: "unsafe_url" },
          { index: 2, field: "url", code: "invalid_video_url" },
        ],
        values: { blocks: [{ type: "richText" }, { type: "gallery", items: [{ src: '/a.jpg" onerror="alert(1)', caption: "Kept" }] }, { type: "videoEmbed", title: "Tour" }] },
      },
      init: { status: 422 },
    });
    expect(await getPage(handle.db, "about")).toMatchObject({ blocks: [{ type: "richText", html: "<p>a</p>" }] });
  });

  it("saves a valid gallery and sends the editor back to the page, where the block renders anew", async () => {
    const saved = await outcome(() => action(args(post("/my-account/edit-page/about", cookies.editor, galleryForm("/media/a.jpg", "Glazed")), "about")));
    expect(statusOf(saved)).toBe(303);
    expect((saved as Response).headers.get("location")).toBe("/about?updated=1");
    expect(await getPage(handle.db, "about")).toMatchObject({
      blocks: [{ type: "richText" }, { type: "gallery", heading: "Studio", items: [{ src: "/media/a.jpg", width: 1200, height: 800, alt: "A mug", caption: "Glazed" }] }],
    });
  });

  it("refuses a customer's save and sends an anonymous post to the login form, changing nothing", async () => {
    const byCustomer = await outcome(() => action(args(post("/my-account/edit-page/about", cookies.customer, galleryForm("/media/x.jpg", "Nope")), "about")));
    expect(statusOf(byCustomer)).toBe(403);
    const anonymous = await outcome(() => action(args(post("/my-account/edit-page/about", `csrf_token=${CSRF}`, galleryForm("/media/x.jpg", "Nope")), "about")));
    expect(statusOf(anonymous)).toBe(303);
    expect((anonymous as Response).headers.get("location")).toMatch(/^\/my-account/);
    expect(await getPage(handle.db, "about")).toMatchObject({ blocks: [{ type: "richText" }, { type: "gallery", items: [{ caption: "Glazed" }] }] });
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { OAuth2Server } from "oauth2-mock-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSocialRegistration } from "../auth/social/get-social-registration.ts";
import { SOCIAL_HANDSHAKE_COOKIE } from "../auth/social/social.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { mountAuthApi } from "./auth-api.ts";
import { createTestBrowser, type TestBrowser } from "./test-browser.ts";

// Social sign-in end to end over HTTP: the shop's routes on app.request, Google and Facebook
// played by oauth2-mock-server on localhost (real discovery, keys, PKCE and signed ID tokens).

type Claims = Record<string, unknown>;
type Reply = { customer?: { email: string } | null; social_providers?: { provider: string; enabled: boolean }[] };

/** Swaps the ID token's claims but keeps the original signature, as an attacker would. */
function tamper(idToken: string, changes: Claims): string {
  const [header = "", payload = "", signature = ""] = idToken.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Claims;
  return [header, Buffer.from(JSON.stringify({ ...claims, ...changes })).toString("base64url"), signature].join(".");
}

describe("social sign-in", () => {
  let handle: DatabaseHandle;
  const google = new OAuth2Server();
  const facebook = new OAuth2Server();
  let graph: Server;
  let googleClaims: Claims = {};
  let facebookMe: Claims = {};
  let tamperNext: Claims | null = null;
  const apps: Record<"plain" | "force", Hono> = { plain: new Hono(), force: new Hono() };

  beforeAll(async () => {
    handle = await createTestDatabase();
    await google.issuer.keys.generate("RS256");
    await facebook.issuer.keys.generate("RS256");
    await google.start(0, "localhost");
    await facebook.start(0, "localhost");
    google.service.on("beforeTokenSigning", (token: { payload: Claims }) => Object.assign(token.payload, googleClaims));
    google.service.on("beforeResponse", (response: { body: Claims }) => {
      if (tamperNext !== null && typeof response.body.id_token === "string") response.body.id_token = tamper(response.body.id_token, tamperNext);
      tamperNext = null;
    });
    google.service.on("beforeUserinfo", (response: { body: Claims }) => {
      response.body = { sub: googleClaims.sub };
    });
    // Facebook's token endpoint returns no ID token for these scopes.
    facebook.service.on("beforeResponse", (response: { body: Claims }) => {
      delete response.body.id_token;
    });
    graph = createServer((request, response) => {
      const authorized = (request.headers.authorization ?? "").startsWith("Bearer ");
      response.writeHead(authorized ? 200 : 401, { "content-type": "application/json" });
      response.end(JSON.stringify(authorized ? facebookMe : { error: "no token" }));
    });
    await new Promise<void>((resolve) => graph.listen(0, "127.0.0.1", resolve));
    const fb = facebook.issuer.url ?? "";
    const environment = {
      GOOGLE_CLIENT_ID: "shop-google",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GOOGLE_ISSUER_URL: google.issuer.url ?? "",
      FACEBOOK_CLIENT_ID: "shop-facebook",
      FACEBOOK_CLIENT_SECRET: "facebook-secret",
      FACEBOOK_AUTH_URL: `${fb}/authorize`,
      FACEBOOK_TOKEN_URL: `${fb}/token`,
      FACEBOOK_GRAPH_URL: `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v21.0`,
    };
    const logger = pino({ level: "silent" });
    const mailer = { send: async () => undefined };
    mountAuthApi(apps.plain, { db: handle.db, config: loadConfig(environment), logger }, { mailer });
    mountAuthApi(apps.force, { db: handle.db, config: loadConfig({ ...environment, SOCIAL_FORCE_REGISTER: "1" }), logger }, { mailer });
  });
  afterAll(async () => {
    await google.stop();
    await facebook.stop();
    await new Promise<void>((resolve) => graph.close(() => resolve()));
    await handle.close();
  });

  /** Start, let the provider answer, and return to the callback; `alter` edits the return address. */
  async function signIn(browser: TestBrowser, provider: string, alter: (url: URL) => void = () => undefined): Promise<Response> {
    const start = await browser.get(`/auth/${provider}/start`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("location") ?? "");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("state")).toBeTruthy();
    const atProvider = await fetch(authorize, { redirect: "manual" });
    const callback = new URL(atProvider.headers.get("location") ?? "");
    alter(callback);
    return browser.get(`${callback.pathname}${callback.search}`);
  }

  const me = async (browser: TestBrowser): Promise<Reply> => (await (await browser.get("/api/v1/account/me")).json()) as Reply;
  const customerCount = async () => (await handle.db.selectFrom("customers").select("id").execute()).length;

  it("lists configured providers as enabled", async () => {
    expect((await me(createTestBrowser(apps.plain))).social_providers).toEqual([
      { provider: "google", enabled: true },
      { provider: "facebook", enabled: true },
    ]);
    const bare = new Hono();
    mountAuthApi(bare, { db: handle.db, config: loadConfig({}), logger: pino({ level: "silent" }) }, { mailer: { send: async () => undefined } });
    expect((await me(createTestBrowser(bare))).social_providers?.every((p) => !p.enabled)).toBe(true);
    expect((await createTestBrowser(bare).get("/auth/google/start")).status).toBe(404);
  });

  it("creates and logs in a new Google user, then goes to the site root", async () => {
    googleClaims = { sub: "google-1", email: "Mia@Example.com", email_verified: true, given_name: "Mia", family_name: "Wong" };
    const browser = createTestBrowser(apps.plain);
    const done = await signIn(browser, "google");
    expect([done.status, done.headers.get("location")]).toEqual([302, "/"]);
    expect((await me(browser)).customer).toMatchObject({ email: "Mia@Example.com", first_name: "Mia", last_name: "Wong" });
    const again = createTestBrowser(apps.plain);
    await signIn(again, "google");
    expect((await me(again)).customer?.email).toBe("Mia@Example.com");
  });

  it("rejects a tampered ID token and creates nothing", async () => {
    googleClaims = { sub: "google-2", email: "nia@example.com", email_verified: true };
    tamperNext = { email: "mia@example.com", sub: "google-1" };
    const before = await customerCount();
    const browser = createTestBrowser(apps.plain);
    const done = await signIn(browser, "google");
    expect(done.headers.get("location")).toBe("/my-account?social_error=social_sign_in_failed");
    expect((await me(browser)).customer).toBeNull();
    expect(await customerCount()).toBe(before);
  });

  it("rejects a state that does not match, and a callback from another browser", async () => {
    googleClaims = { sub: "google-1", email: "mia@example.com", email_verified: true };
    const browser = createTestBrowser(apps.plain);
    const forged = await signIn(browser, "google", (url) => url.searchParams.set("state", "forged-state"));
    expect(forged.headers.get("location")).toBe("/my-account?social_error=social_state_mismatch");
    expect((await me(browser)).customer).toBeNull();

    const victim = createTestBrowser(apps.plain);
    let stolen = "";
    await signIn(createTestBrowser(apps.plain), "google", (url) => {
      stolen = `${url.pathname}${url.search}`;
      url.searchParams.set("code", "used-up-elsewhere");
    });
    const replay = await victim.get(stolen);
    expect(replay.headers.get("location")).toBe("/my-account?social_error=social_state_mismatch");
  });

  it("creates nothing when the provider gives no email", async () => {
    googleClaims = { sub: "google-3", given_name: "Noe" };
    const before = await customerCount();
    const done = await signIn(createTestBrowser(apps.plain), "google");
    expect(done.headers.get("location")).toBe("/my-account?social_error=social_no_email");
    expect(await customerCount()).toBe(before);
  });

  it("signs in with Facebook through the Graph profile, linking an existing account by email", async () => {
    facebookMe = { id: "fb-1", name: "Mia Wong", email: "mia@example.com", first_name: "Mia", last_name: "Wong" };
    const browser = createTestBrowser(apps.plain);
    const done = await signIn(browser, "facebook");
    expect(done.headers.get("location")).toBe("/");
    expect((await me(browser)).customer?.email).toBe("Mia@Example.com");
    const links = await handle.db.selectFrom("social_identities").select(["provider", "subject"]).orderBy("provider").execute();
    expect(links).toEqual([
      { provider: "facebook", subject: "fb-1" },
      { provider: "google", subject: "google-1" },
    ]);
  });

  it("with force-register, prefills the register form from the provider instead of creating the account", async () => {
    facebookMe = { id: "fb-2", name: "Ola Berg", email: "ola@example.com", first_name: "Ola", last_name: "Berg" };
    const before = await customerCount();
    const browser = createTestBrowser(apps.force);
    const done = await signIn(browser, "facebook");
    expect(done.headers.get("location")).toBe("/my-account?social=register");
    expect(await customerCount()).toBe(before);
    // The prefilled register form is the account page's (app/components/account/load-account-forms.server.ts;
    // e2e/account-social-register.spec.ts walks it in the browser).
    expect(await getSocialRegistration(handle.db, browser.cookies.get(SOCIAL_HANDSHAKE_COOKIE) ?? null, new Date())).toEqual({ email: "ola@example.com", first_name: "Ola", last_name: "Berg" });

    const registered = await browser.post("/api/v1/account/register", { email: "ola@example.com", first_name: "Ola", last_name: "Berg", password: "ola-password", password_repeat: "ola-password" });
    expect(await registered.json()).toMatchObject({ error: 0 });
    const next = createTestBrowser(apps.force);
    expect((await signIn(next, "facebook")).headers.get("location")).toBe("/");
    expect((await me(next)).customer?.email).toBe("ola@example.com");
  });
});

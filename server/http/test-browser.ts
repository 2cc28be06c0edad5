import type { Hono } from "hono";

// Test-only: a browser in miniature for app.request — a cookie jar, same-origin headers, and the
// CSRF token echoed on posts the way the storefront script does.

export const TEST_ORIGIN = "http://localhost";

export interface TestBrowser {
  cookies: Map<string, string>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

export function absorbCookies(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    if (value === "" || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

export function createTestBrowser(app: Hono): TestBrowser {
  const cookies = new Map<string, string>();
  const cookieHeader = (): string => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const send = async (path: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> => {
    const response = await app.request(`${TEST_ORIGIN}${path}`, { ...init, headers: { cookie: cookieHeader(), ...init.headers } });
    absorbCookies(cookies, response);
    return response;
  };
  return {
    cookies,
    get: (path, headers = {}) => send(path, { method: "GET", headers }),
    async post(path, body, headers = {}) {
      if (!cookies.has("csrf_token")) await send("/api/v1/account/me", { method: "GET", headers: {} });
      return send(path, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json", origin: TEST_ORIGIN, "sec-fetch-site": "same-origin", "x-csrf-token": cookies.get("csrf_token") ?? "", ...headers },
      });
    },
  };
}

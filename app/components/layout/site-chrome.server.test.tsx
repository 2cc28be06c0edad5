import { describe, expect, it } from "vitest";
import { renderSiteChrome } from "./site-chrome.server.tsx";
import type { SiteChromeSettings } from "./site-chrome.tsx";

const settings: SiteChromeSettings = {
  shopName: "Lumen",
  menu: [{ slug: "lamps", name: "Lamps", path: "lamps", children: [] }],
  pages: [{ slug: "about", title: "About us" }],
  cart: { style: "dropdown", redirectAfterAdd: false, requestTimeoutMs: 5000, currency: "USD", locale: "en-US" },
  header: { logo: null, sticky: true, hideOnScroll: false },
  storeNotice: { id: "sale", text: "Free shipping this week" },
  socialProviders: [],
  newsletterUrl: null,
  cookieNotice: null,
  adBlockTracking: false,
  captchaScripts: null,
};

describe("renderSiteChrome", () => {
  it("puts the store notice and the header before the content, and the login popup and footer after it", () => {
    const { beforeContent, afterContent } = renderSiteChrome(settings);
    expect(beforeContent).toContain("Free shipping this week");
    expect(beforeContent).toMatch(/<header[\s>]/);
    expect(beforeContent).toContain(">Lamps</a>");
    expect(afterContent).toContain('data-login-popup="true"');
    expect(afterContent).toMatch(/<footer[\s>]/);
    expect(afterContent).toContain(">About us</a>");
  });

  it("renders once per set of settings: equal settings get the kept rendering, a changed menu a new one", () => {
    const first = renderSiteChrome(settings);
    expect(renderSiteChrome(structuredClone(settings))).toBe(first);
    const renamed = renderSiteChrome({ ...settings, menu: [{ slug: "lamps", name: "Table lamps", path: "lamps", children: [] }] });
    expect(renamed).not.toBe(first);
    expect(renamed.beforeContent).toContain(">Table lamps</a>");
  });

  it("prefixes the header's generated ids so they cannot clash with ids the page renders in its own root", () => {
    const ids = [...renderSiteChrome(settings).beforeContent.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    const generated = ids.filter((id) => id?.includes("R_"));
    expect(generated.length).toBeGreaterThan(0);
    for (const id of generated) expect(id).toContain("chrome-top-");
  });
});

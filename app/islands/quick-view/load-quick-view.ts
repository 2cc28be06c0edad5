import { quickViewWords } from "./read-quick-view-words.ts";

export type QuickViewContent = { ok: true; html: string } | { ok: false; message: string };

/**
 * The content for one product (app/routes/product-table.quick-view.tsx). A 404 is "Content not
 * found"; any other failure, the network's included, is "The content could not be loaded." (§8).
 */
export async function loadQuickView(href: string): Promise<QuickViewContent> {
  try {
    const response = await fetch(href, { headers: { accept: "text/html" } });
    if (response.status === 404) return { ok: false, message: quickViewWords().contentNotFound };
    if (!response.ok) return { ok: false, message: quickViewWords().contentLoadFailed };
    return { ok: true, html: await response.text() };
  } catch {
    // fetch rejects only when no answer came (offline, aborted): said to the shopper, not thrown.
    return { ok: false, message: quickViewWords().contentLoadFailed };
  }
}

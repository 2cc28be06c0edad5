import type { Hono } from "hono";
import { AD_BLOCK_PATH } from "../ad-block/ad-block.ts";
import { recordAdBlockView } from "../ad-block/record-ad-block-view.ts";
import { apiError } from "./edge/api-error.ts";
import type { ApiServices } from "./store-api.ts";

/** A report is one short field: anything longer is refused unread. */
const MAX_BODY_CHARS = 256;

/**
 * The `result` field of a form-encoded or JSON body, or undefined. Read as text and parsed here
 * (not with formData()), so a malformed or hostile body is an invalid report, never a thrown error.
 */
function resultField(contentType: string, text: string): unknown {
  if (!contentType.startsWith("application/json")) return new URLSearchParams(text).get("result") ?? undefined;
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === "object" && body !== null && "result" in body ? body.result : undefined;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** Ad-block detection's report: the single field `result`, 0 or 1, as a form or JSON; 204 when counted. */
export function mountAdBlockApi(app: Hono, { db, config }: ApiServices): void {
  app.post(AD_BLOCK_PATH, async (c) => {
    if (!config.adBlockTracking) return apiError(c, { code: "ad_block_tracking_off" });
    const text = await c.req.text();
    const result = text.length > MAX_BODY_CHARS ? undefined : resultField((c.req.header("content-type") ?? "").toLowerCase(), text);
    const recorded = await recordAdBlockView(db, result, new Date());
    if (!recorded.ok) return apiError(c, { code: recorded.code });
    c.header("Cache-Control", "no-store");
    return c.body(null, 204);
  });
}

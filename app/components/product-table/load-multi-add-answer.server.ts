import { getPurchasableItems } from "../../../server/catalog/get-purchasable-item.ts";
import { ADDED_CODE, decodeMultiAddAnswer, MULTI_ADD_ANSWER_COOKIE } from "../../../server/cart/multi-add-answer-cookie.ts";
import { readCookie } from "../../../server/auth/csrf.ts";
import { appendCookies, cookiesAreSecure, expiredCookie } from "../../../server/http/edge/cookies.ts";
import type { Services } from "../../context.ts";
import { cartCodeText } from "../../i18n/cart-messages.en.ts";

// The no-JS multi-add's per-line answer, shown once on the table page it redirected to. The cookie
// that carries it keeps the request out of the page cache (create-app.ts), and this page deletes it
// and is not stored either (a response that sets a cookie never is), so no one else sees it.

export interface MultiAddAnswerLineView {
  productId: number;
  added: boolean;
  /** The cart's own words: "“Mug” has been added to your cart." or the refusal. */
  text: string;
}

export async function loadMultiAddAnswer(services: Services, request: Request, headers: Headers): Promise<MultiAddAnswerLineView[]> {
  const raw = readCookie(request.headers.get("cookie"), MULTI_ADD_ANSWER_COOKIE);
  if (raw === null) return [];
  appendCookies(headers, [expiredCookie(MULTI_ADD_ANSWER_COOKIE, true)], cookiesAreSecure(services.config));
  headers.set("Cache-Control", "no-store");
  const lines = decodeMultiAddAnswer(raw);
  if (lines.length === 0) return [];
  const items = await getPurchasableItems(services.db, lines.map((line) => ({ productId: line.productId, variationId: null })), new Date());
  const names = new Map(items.flatMap((item) => (item === null ? [] : [[item.productId, item.name] as const])));
  return lines.map((line) => {
    const params = { ...line.params, name: names.get(line.productId) ?? String(line.productId) };
    const added = line.code === ADDED_CODE;
    return { productId: line.productId, added, text: cartCodeText(added ? "item_added" : line.code, params) };
  });
}

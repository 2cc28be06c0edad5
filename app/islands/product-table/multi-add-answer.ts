import { cartCodeText } from "../../i18n/cart-messages.en.ts";

// The per-line answer of a multi-add, in the cart's own words: "“Mug” has been added to your cart."
// or why a line was refused ("… because the product is out of stock.", "Please choose product
// options…"). Pure, so it is unit-tested; the DOM part only writes these texts.

export interface ApiLine {
  product_id: number;
  added: boolean;
  error?: { code: string; params?: Record<string, string | number> };
}

export interface AnswerLine {
  productId: number;
  added: boolean;
  text: string;
}

export function answerLine(line: ApiLine, name: string): AnswerLine {
  if (line.added) return { productId: line.product_id, added: true, text: cartCodeText("item_added", { name }) };
  return { productId: line.product_id, added: false, text: cartCodeText(line.error?.code ?? "request_failed", { name, ...line.error?.params }) };
}

/** A line the script refused itself (a quantity the API would refuse for the whole request). */
export function localRefusal(productId: number, code: string, name: string): AnswerLine {
  return { productId, added: false, text: cartCodeText(code, { name }) };
}

/** The API's lines, if its answer has the documented shape. */
export function readApiLines(body: unknown): ApiLine[] | null {
  if (typeof body !== "object" || body === null || !("lines" in body) || !Array.isArray(body.lines)) return null;
  const lines = body.lines as unknown[];
  return lines.every((line) => typeof line === "object" && line !== null && "product_id" in line && typeof line.product_id === "number" && "added" in line && typeof line.added === "boolean") ? (lines as ApiLine[]) : null;
}

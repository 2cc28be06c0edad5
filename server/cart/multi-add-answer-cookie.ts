import type { MultiAddLineResult } from "./add-items-to-cart.ts";

// The no-JS multi-add's per-line answer (the product table's "Add Selected To Cart" form), carried
// across its redirect in a short-lived cookie: the table page is the same cached HTML for everyone,
// so the answer cannot ride in the URL or the cache. A request with this cookie skips the page
// cache (server/http/create-app.ts), and the page that shows the answer deletes it.
// Format: lines joined by ".", each "<product id>!<code>" plus "!<param>~<number>" for the code's
// numeric params ("added" for an added line). Names are looked up again when shown, which keeps
// 100 lines under a browser's 4 KB per cookie. Only characters encodeURIComponent leaves as they are.

export const MULTI_ADD_ANSWER_COOKIE = "shopwright_multi_add";
/** Long enough to follow the redirect, short enough that a later visit never shows it. */
export const MULTI_ADD_ANSWER_MAX_AGE_S = 60;
/** Below a browser's 4096 bytes for name, value and attributes. */
const MAX_COOKIE_VALUE_LENGTH = 3800;
export const ADDED_CODE = "added";

export interface MultiAddAnswerLine {
  productId: number;
  /** "added", or the cart's refusal code. */
  code: string;
  params: Record<string, number>;
}

const LINE = /^(\d{1,10})!([a-z_]{1,40})((?:![a-z_]{1,20}~\d{1,10})*)$/;

function encodeLine(line: MultiAddLineResult): string {
  if (line.ok) return `${line.productId}!${ADDED_CODE}`;
  const numeric = Object.entries(line.params).filter((entry): entry is [string, number] => typeof entry[1] === "number" && Number.isSafeInteger(entry[1]) && entry[1] >= 0);
  return [`${line.productId}!${line.code}`, ...numeric.map(([key, value]) => `${key}~${value}`)].join("!");
}

/** The cookie's value; lines past the size limit are left out (documented in decision 038). */
export function encodeMultiAddAnswer(lines: readonly MultiAddLineResult[]): string {
  let value = "";
  for (const line of lines) {
    const next = value === "" ? encodeLine(line) : `${value}.${encodeLine(line)}`;
    if (next.length > MAX_COOKIE_VALUE_LENGTH) break;
    value = next;
  }
  return value;
}

/** The answer a cookie carries; a malformed value (edited by hand, hostile) reads as no answer. */
export function decodeMultiAddAnswer(value: string | null): MultiAddAnswerLine[] {
  if (value === null || value === "" || value.length > MAX_COOKIE_VALUE_LENGTH) return [];
  const lines: MultiAddAnswerLine[] = [];
  for (const part of value.split(".")) {
    const match = LINE.exec(part);
    if (match === null) return [];
    const [, id, code, rest] = match;
    const params = Object.fromEntries((rest ?? "").split("!").filter(Boolean).map((pair) => {
      const [key, number] = pair.split("~");
      return [key ?? "", Number(number)];
    }));
    lines.push({ productId: Number(id), code: code ?? "", params });
  }
  return lines;
}

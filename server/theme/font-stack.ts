// A merchant's font stack (THEME_FONT_BODY, THEME_FONT_HEADINGS) goes verbatim into the page's
// inline stylesheet, so it may hold only what a font-family list needs: names, spaces, commas,
// hyphens and quotes. No ; { } < > \ or url(…), so a setting cannot end the declaration, add rules
// or close the <style> element. The fonts themselves are the visitor's or the merchant's own
// (@font-face is not a setting); the stack should end in a generic family as the fallback.

const FONT_STACK = /^[\p{L}\p{N} ,"'-]+$/u;
const GENERIC_FAMILIES = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded", "math", "emoji"];

export function isSafeFontStack(value: string): boolean {
  return FONT_STACK.test(value) && value.split(",").every((name) => name.trim() !== "");
}

/** A stack that falls back to a family every browser has, so text is never in the browser's default serif by accident. */
export function endsInGenericFamily(value: string): boolean {
  const last = value.split(",").at(-1)?.trim() ?? "";
  return GENERIC_FAMILIES.includes(last);
}

export const DEFAULT_FONT_BODY = `system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

// WordPress-style placeholders so catalogue entries read like WooCommerce's own strings:
// "%s" / "%d" take the next argument in turn, "%1$s" / "%2$d" pick one by position.
const PLACEHOLDER = /%(?:(\d+)\$)?([sd])/g;

/** A template's text and placeholders in order; `whole` stays in place when its argument is missing. */
type Piece = string | { index: number; integer: boolean; whole: string };

/** Templates are the catalogue's words, a few hundred; more means something passes other text, which then stops being kept. */
const MAX_KEPT_TEMPLATES = 2000;
// A regular expression replace with a function costs about six times joining kept pieces, and a
// listing fills hundreds of templates (issue 13).
const piecesOfTemplate = new Map<string, readonly Piece[]>();

function piecesOf(template: string): readonly Piece[] {
  const kept = piecesOfTemplate.get(template);
  if (kept !== undefined) return kept;
  const pieces: Piece[] = [];
  let next = 0;
  let textStart = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const [whole, position] = match;
    pieces.push(template.slice(textStart, match.index), { index: position === undefined ? next++ : Number(position) - 1, integer: match[2] === "d", whole });
    textStart = match.index + whole.length;
  }
  pieces.push(template.slice(textStart));
  if (piecesOfTemplate.size < MAX_KEPT_TEMPLATES) piecesOfTemplate.set(template, pieces);
  return pieces;
}

/** Fills the placeholders of `template` with `args`, e.g. format("Reviews (%d)", 3) → "Reviews (3)". */
export function format(template: string, ...args: ReadonlyArray<string | number>): string {
  // Most words have no placeholder, and every page renders hundreds of them.
  if (!template.includes("%")) return template;
  let filled = "";
  for (const piece of piecesOf(template)) {
    if (typeof piece === "string") {
      filled += piece;
      continue;
    }
    const value = args[piece.index];
    filled += value === undefined ? piece.whole : piece.integer && typeof value === "number" ? String(Math.trunc(value)) : String(value);
  }
  return filled;
}

const NAMED = /\{(\w+)\}/g;

/**
 * Fills `{name}` placeholders from a result's params, e.g. fillNamed("“{name}” removed.", { name: "Mug" }).
 * Words for server codes use named params because the server sends them by name; a missing one stays
 * visible rather than vanishing, so a gap shows up in review.
 */
export function fillNamed(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(NAMED, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

// WordPress-style placeholders so catalogue entries read like WooCommerce's own strings:
// "%s" / "%d" take the next argument in turn, "%1$s" / "%2$d" pick one by position.
const PLACEHOLDER = /%(?:(\d+)\$)?([sd])/g;

/** Fills the placeholders of `template` with `args`, e.g. format("Reviews (%d)", 3) → "Reviews (3)". */
export function format(template: string, ...args: ReadonlyArray<string | number>): string {
  // Most words have no placeholder, and every page renders hundreds of them.
  if (!template.includes("%")) return template;
  let next = 0;
  return template.replace(PLACEHOLDER, (whole, position: string | undefined, kind: string) => {
    const index = position === undefined ? next++ : Number(position) - 1;
    const value = args[index];
    if (value === undefined) return whole;
    return kind === "d" && typeof value === "number" ? String(Math.trunc(value)) : String(value);
  });
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

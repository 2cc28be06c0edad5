// WordPress-style placeholders so catalogue entries read like WooCommerce's own strings:
// "%s" / "%d" take the next argument in turn, "%1$s" / "%2$d" pick one by position.
const PLACEHOLDER = /%(?:(\d+)\$)?([sd])/g;

/** Fills the placeholders of `template` with `args`, e.g. format("Reviews (%d)", 3) → "Reviews (3)". */
export function format(template: string, ...args: ReadonlyArray<string | number>): string {
  let next = 0;
  return template.replace(PLACEHOLDER, (whole, position: string | undefined, kind: string) => {
    const index = position === undefined ? next++ : Number(position) - 1;
    const value = args[index];
    if (value === undefined) return whole;
    return kind === "d" && typeof value === "number" ? String(Math.trunc(value)) : String(value);
  });
}


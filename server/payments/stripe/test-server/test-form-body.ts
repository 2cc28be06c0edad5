// Stripe's request bodies are form-encoded with qs-style nested keys: `metadata[order_id]=5`,
// `payment_method_types[0]=card`, `expand[]=latest_charge`. This reads one into nested objects and
// arrays, as Stripe's servers do.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(name: string): string[] {
  const first = name.indexOf("[");
  if (first === -1) return [name];
  const rest = [...name.slice(first).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "");
  return [name.slice(0, first), ...rest];
}

function place(target: FormObject, path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const existing = target[head];
  const child: FormObject = typeof existing === "object" && !Array.isArray(existing) ? existing : {};
  target[head] = child;
  // `expand[]=a&expand[]=b`: an empty index appends.
  place(child, rest[0] === "" ? [String(Object.keys(child).length), ...rest.slice(1)] : rest, value);
}

/** Objects whose keys are all 0, 1, 2 … become arrays. */
function arrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arrays(value[k] ?? "")]));
  const isList = keys.length > 0 && keys.every((k, i) => k === String(i));
  return isList ? keys.map((k) => converted[k] ?? "") : converted;
}

export function parseFormBody(body: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) place(root, keyPath(name), value);
  return arrays(root) as FormObject;
}

export function formString(form: FormObject, key: string): string | undefined {
  const value = form[key];
  return typeof value === "string" ? value : undefined;
}

export function formRecord(form: FormObject, key: string): Record<string, string> {
  const value = form[key];
  if (typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

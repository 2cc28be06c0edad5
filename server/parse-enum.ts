// Columns and inputs hold enum values as plain strings. These narrow a string to one of a known
// list without a hand-written cast, so a new value added to the list is checked everywhere.

/** True when `value` is one of `values`, narrowing it to their type. */
export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** `value` when it is one of `values`, else `fallback` (a row written by an older version). */
export function parseEnum<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return isOneOf(values, value) ? value : fallback;
}

import { format } from "./format.ts";
import { messages, type MessageKey } from "./messages.en.ts";

export { format };

/** The shopper-facing text for `key`, with its placeholders filled. */
export function t(key: MessageKey, ...args: ReadonlyArray<string | number>): string {
  return format(messages[key], ...args);
}

/** Picks the singular or plural catalogue entry, as WordPress's _n() does for English. */
export function tPlural(count: number, singular: MessageKey, plural: MessageKey, ...args: ReadonlyArray<string | number>): string {
  return t(count === 1 ? singular : plural, ...args);
}

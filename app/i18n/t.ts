import { format } from "./format.ts";
import { messages, type MessageKey } from "./messages.en.ts";
import { pluralForm, type PluralForms } from "./plural.ts";

export { format };

/** The shopper-facing text for `key`, with its placeholders filled. */
export function t(key: MessageKey, ...args: ReadonlyArray<string | number>): string {
  return format(messages[key], ...args);
}

/** The catalogue entry of the count's plural form (WordPress's _n(), by the language's own rules). */
export function tPlural(count: number, forms: PluralForms<MessageKey>, ...args: ReadonlyArray<string | number>): string {
  return t(pluralForm(count, forms), ...args);
}

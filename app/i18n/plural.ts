// Which form a count takes is the catalogue language's rule (Intl.PluralRules), not `count === 1`:
// English has "one" and "other"; a language with "few" or "many" forms adds catalogue keys, not code.

/** The language of the catalogue in app/i18n (messages.en.ts). */
export const CATALOGUE_LOCALE = "en";

const rules = new Intl.PluralRules(CATALOGUE_LOCALE);

export type PluralForms<Key> = { one: Key; other: Key } & Partial<Record<"zero" | "two" | "few" | "many", Key>>;

/** The catalogue key for `count`: its plural category's form, or "other" when the language has no form of its own for it. */
export function pluralForm<Key>(count: number, forms: PluralForms<Key>): Key {
  const category = rules.select(count);
  return (category === "one" ? forms.one : category === "other" ? forms.other : forms[category]) ?? forms.other;
}

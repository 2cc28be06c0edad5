import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { ValidProductInput } from "./catalog.ts";
import type { ResolvedAttribute, ValidVariationInput } from "./product.write.repository.ts";
import { slugify } from "./slugify.ts";
import { ensureGlobalAttribute } from "./taxonomy.write.repository.ts";
import { catalogDb } from "./catalog-db.ts";

// Input names attributes and options by their display names; storage uses keys and slugs
// (`pa_color` / `blue`, WooCommerce's convention). This file translates one into the other.

/** The key prefix WooCommerce gives global (taxonomy) attributes. */
export const GLOBAL_ATTRIBUTE_PREFIX = "pa_";

export async function resolveAttributes(db: Kysely<Database>, inputs: ValidProductInput["attributes"]): Promise<ResolvedAttribute[]> {
  const resolved: ResolvedAttribute[] = [];
  for (const input of inputs) {
    let attributeId: number | null = null;
    let key: string;
    let options;
    if (input.global) {
      const global = await ensureGlobalAttribute(catalogDb(db), input.name, input.options);
      attributeId = global.attributeId;
      key = `${GLOBAL_ATTRIBUTE_PREFIX}${global.slug}`;
      options = global.options;
    } else {
      key = slugify(input.name) || input.name.trim().toLowerCase();
      options = input.options.map((name) => ({ slug: slugify(name) || name.trim().toLowerCase(), name: name.trim() }));
    }
    const defaultOption = input.defaultOption === null ? null : (findOption(options, input.defaultOption)?.slug ?? null);
    resolved.push({ attributeId, name: input.name.trim(), key, visible: input.visible, usedForVariations: input.usedForVariations, options, defaultOption });
  }
  return resolved;
}

function findOption(options: { slug: string; name: string }[], value: string) {
  const wanted = value.trim().toLowerCase();
  return options.find((o) => o.name.toLowerCase() === wanted || o.slug === wanted || o.slug === slugify(value));
}

export function findAttribute(attributes: ResolvedAttribute[], nameOrKey: string): ResolvedAttribute | undefined {
  const wanted = nameOrKey.trim().toLowerCase();
  const asSlug = slugify(nameOrKey.replace(/^pa_/, ""));
  return attributes.find(
    (a) => a.name.toLowerCase() === wanted || a.key === wanted || a.key === asSlug || a.key === `${GLOBAL_ATTRIBUTE_PREFIX}${asSlug}`,
  );
}

export type VariationAttributesResult = { ok: true; values: Record<string, string> } | { ok: false; message: string };

/**
 * A variation's attribute values as key → option slug, with "" for "any". Attributes that a
 * variation names are marked as used for variations (WooCommerce's importer does the same).
 */
export function resolveVariationAttributes(attributes: ResolvedAttribute[], variations: ValidVariationInput[]): VariationAttributesResult[] {
  for (const variation of variations) {
    for (const name of Object.keys(variation.attributes)) {
      const attribute = findAttribute(attributes, name);
      if (attribute) attribute.usedForVariations = true;
    }
  }
  return variations.map((variation) => {
    const values: Record<string, string> = {};
    for (const attribute of attributes) if (attribute.usedForVariations) values[attribute.key] = "";
    for (const [name, value] of Object.entries(variation.attributes)) {
      const attribute = findAttribute(attributes, name);
      if (!attribute) return { ok: false, message: `the product has no attribute "${name}"` };
      if (value.trim() === "") continue;
      const option = findOption(attribute.options, value);
      if (!option) return { ok: false, message: `attribute "${attribute.name}" has no option "${value}"` };
      values[attribute.key] = option.slug;
    }
    return { ok: true, values };
  });
}

// WordPress's sanitize_title in short: accents dropped, lowercase, anything else becomes a dash.
// Imported shops keep their URLs, so the same name must give the same slug as WooCommerce.

/** Slug for products, categories, tags, attributes and options ("" when nothing usable remains). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&[a-z]+;/g, "")
    .replace(/['’"]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

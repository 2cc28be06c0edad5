import type { TermRef } from "../../../../server/catalog/catalog.ts";
import { t, tPlural } from "../../../i18n/t.ts";

// SKU, categories and tags under the add-to-cart form. The SKU follows the chosen variation and
// falls back to the product's, as WooCommerce's variations script does.

export interface ProductMetaProps {
  sku: string | null;
  /** Variable products always show the SKU line, since a variation may bring one. */
  alwaysShowSku: boolean;
  categories: readonly TermRef[];
  tags: readonly TermRef[];
}

function TermLinks({ terms, base }: { terms: readonly TermRef[]; base: string }) {
  return (
    <>
      {terms.map((term, index) => (
        <span key={term.id}>
          {index > 0 && ", "}
          <a href={`${base}/${term.slug}`} rel="tag">
            {term.name}
          </a>
        </span>
      ))}
    </>
  );
}

export function ProductMeta({ sku, alwaysShowSku, categories, tags }: ProductMetaProps) {
  return (
    <div className="product_meta">
      {(sku || alwaysShowSku) && (
        <span className="sku_wrapper">
          {t("meta.sku")} <span className="sku">{sku || t("common.notAvailable")}</span>
        </span>
      )}
      {categories.length > 0 && (
        <span className="posted_in">
          {tPlural(categories.length, { one: "meta.category", other: "meta.categories" })} <TermLinks terms={categories} base="/product-category" />
        </span>
      )}
      {tags.length > 0 && (
        <span className="tagged_as">
          {tPlural(tags.length, { one: "meta.tag", other: "meta.tags" })} <TermLinks terms={tags} base="/product-tag" />
        </span>
      )}
    </div>
  );
}

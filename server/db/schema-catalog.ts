import type { Generated } from "kysely";
import type { Flag } from "./schema.ts";

// Catalogue tables (migration 001): products, variations, their terms, images and links; see schema.ts.

export interface ImagesTable {
  id: Generated<number>;
  source_url: string;
  remote: Generated<Flag>;
  alt: Generated<string>;
  title: Generated<string>;
  caption: Generated<string>;
  width: number | null;
  height: number | null;
}

export interface ImageSizesTable {
  image_id: number;
  size: string;
  url: string;
  width: number;
  height: number;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  slug: string;
  name: string;
  description: Generated<string>;
  menu_order: Generated<number>;
  image_id: number | null;
}

export interface TagsTable {
  id: Generated<number>;
  slug: string;
  name: string;
}

export interface AttributesTable {
  id: Generated<number>;
  slug: string;
  name: string;
}

export interface AttributeTermsTable {
  id: Generated<number>;
  attribute_id: number;
  slug: string;
  name: string;
  menu_order: Generated<number>;
}

interface SellableColumns {
  sku: string | null;
  regular_price: number | null;
  sale_price: number | null;
  sale_from: string | null;
  sale_to: string | null;
  tax_status: Generated<string>;
  tax_class: Generated<string>;
  manage_stock: Generated<Flag>;
  stock_quantity: number | null;
  stock_status: Generated<string>;
  backorders: Generated<string>;
  low_stock_amount: number | null;
  sold_individually: Generated<Flag>;
  min_quantity: number | null;
  max_quantity: number | null;
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  virtual: Generated<Flag>;
  /** Shipping class slug; "" for none (a variation's "same as parent"). */
  shipping_class: Generated<string>;
  downloadable: Generated<Flag>;
  image_id: number | null;
  subscription_period: string | null;
  subscription_interval: number | null;
  subscription_length: number | null;
  subscription_sign_up_fee: number | null;
  subscription_trial_length: number | null;
  subscription_trial_period: string | null;
  subscription_sync_day: number | null;
}

export interface ProductsTable extends SellableColumns {
  id: Generated<number>;
  type: string;
  slug: string;
  name: string;
  status: Generated<string>;
  featured: Generated<Flag>;
  catalog_visibility: Generated<string>;
  short_description: Generated<string>;
  description: Generated<string>;
  purchase_note: Generated<string>;
  menu_order: Generated<number>;
  reviews_allowed: Generated<Flag>;
  external_url: string | null;
  button_text: string | null;
  price_min: number | null;
  price_max: number | null;
  rating_average: Generated<number>;
  rating_count: Generated<number>;
  total_sales: Generated<number>;
  /** WooCommerce Subscriptions' "Limit subscription" (migration 021): null, 'active' or 'any'. */
  subscription_limit: string | null;
  created_at: string;
  updated_at: string;
}

export interface VariationsTable extends SellableColumns {
  id: Generated<number>;
  product_id: number;
  enabled: Generated<Flag>;
  purchasable: Generated<Flag>;
  description: Generated<string>;
  menu_order: Generated<number>;
}

export interface ProductAttributesTable {
  id: Generated<number>;
  product_id: number;
  attribute_id: number | null;
  name: string;
  slug: string;
  position: Generated<number>;
  visible: Generated<Flag>;
  used_for_variations: Generated<Flag>;
  /** JSON array of {slug, name}, in display order. */
  options: string;
  default_option: string | null;
}

export interface VariationAttributesTable {
  variation_id: number;
  slug: string;
  /** The option slug, or "" for "any". */
  value: string;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}

export interface ProductTagsTable {
  product_id: number;
  tag_id: number;
}

/** A global attribute's term on a product (migration 024): what the product table filters by. */
export interface ProductAttributeTermsTable {
  product_id: number;
  attribute_id: number;
  term_slug: string;
}

export interface ProductGalleryTable {
  product_id: number;
  image_id: number;
  position: number;
}

export interface ProductLinksTable {
  product_id: number;
  linked_product_id: number;
  kind: string;
  position: Generated<number>;
}

export interface ProductDownloadsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  url: string;
}

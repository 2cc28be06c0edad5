import type { Generated } from "kysely";
import type { CartsTable, CartItemsTable, CartCouponsTable, CouponsTable, CouponUsagesTable } from "./schema-cart.ts";
import type { CustomersTable, SessionsTable, PasswordResetsTable, SocialIdentitiesTable, OauthStatesTable, RateLimitBucketsTable } from "./schema-accounts.ts";
import type { JobRunsTable } from "./schema-jobs.ts";
import type { PaymentsSettingsTable, PaymentMethodsTable, PaymentGatewayCustomersTable, PaymentWebhookEventsTable, CardTestTokensTable, CardTestMethodsTable, CardTestPaymentsTable, CardTestRefundsTable, CardTestIdempotencyTable } from "./schema-payments.ts";
import type { OrdersTable, OrderLinesTable, OrderShippingLinesTable, OrderCouponLinesTable, OrderTaxLinesTable, OrderNotesTable, OrderRefundsTable, CheckoutAttemptsTable, OrderMailOutboxTable } from "./schema-orders.ts";
import type { TaxRatesTable, TaxSettingsTable } from "./schema-tax.ts";
import type { SubscriptionsTable, SubscriptionOrdersTable, SubscriptionNotesTable, SubscriptionRenewalsTable } from "./schema-subscriptions.ts";
import type { ShippingClassesTable, ShippingZonesTable, ShippingZoneLocationsTable, ShippingMethodsTable, ShippingSettingsTable } from "./schema-shipping.ts";

export type { CartsTable, CartItemsTable, CartCouponsTable, CouponsTable, CouponUsagesTable, CustomersTable, SessionsTable, PasswordResetsTable, SocialIdentitiesTable, OauthStatesTable, RateLimitBucketsTable, JobRunsTable };

// The Kysely view of the tables created by server/db/migrations. Only repositories use these row
// types; modules hand domain types (server/<module>/<module>.ts) to the rest of the code.

/** 0 or 1: flags are integers on both databases (see docs/decisions/002-portable-columns.md). */
export type Flag = number;

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

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  author_name: string;
  author_email: string;
  rating: number;
  content: string;
  verified_owner: Generated<Flag>;
  status: Generated<string>;
  created_at: string;
}

export interface PagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  content: string;
  menu_order: Generated<number>;
  status: Generated<string>;
  updated_at: string;
}

// The tables each module owns. A module's repositories take a handle typed to its own tables
// (server/db/own-tables.ts), so a query on another module's table does not compile.
export interface CatalogTables {
  images: ImagesTable;
  image_sizes: ImageSizesTable;
  categories: CategoriesTable;
  tags: TagsTable;
  attributes: AttributesTable;
  attribute_terms: AttributeTermsTable;
  products: ProductsTable;
  variations: VariationsTable;
  product_attributes: ProductAttributesTable;
  variation_attributes: VariationAttributesTable;
  product_categories: ProductCategoriesTable;
  product_tags: ProductTagsTable;
  product_gallery: ProductGalleryTable;
  product_links: ProductLinksTable;
  product_downloads: ProductDownloadsTable;
}
export interface ReviewsTables {
  reviews: ReviewsTable;
}
export interface ContentTables {
  pages: PagesTable;
}
export interface CartTables {
  carts: CartsTable;
  cart_items: CartItemsTable;
  cart_coupons: CartCouponsTable;
}
export interface CouponsTables {
  coupons: CouponsTable;
  coupon_usages: CouponUsagesTable;
}
export interface CustomersTables {
  customers: CustomersTable;
}
export interface AuthTables {
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  social_identities: SocialIdentitiesTable;
  oauth_states: OauthStatesTable;
  rate_limit_buckets: RateLimitBucketsTable;
}
export interface JobsTables {
  job_runs: JobRunsTable;
}
export interface OrdersTables {
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_shipping_lines: OrderShippingLinesTable;
  order_coupon_lines: OrderCouponLinesTable;
  order_tax_lines: OrderTaxLinesTable;
  order_notes: OrderNotesTable;
  order_refunds: OrderRefundsTable;
  checkout_attempts: CheckoutAttemptsTable;
  order_mail_outbox: OrderMailOutboxTable;
}
export interface ShippingTables {
  shipping_classes: ShippingClassesTable;
  shipping_zones: ShippingZonesTable;
  shipping_zone_locations: ShippingZoneLocationsTable;
  shipping_methods: ShippingMethodsTable;
  shipping_settings: ShippingSettingsTable;
}

export interface TaxTables {
  tax_rates: TaxRatesTable;
  tax_settings: TaxSettingsTable;
}

/** The shop's side of payments: settings, saved cards, gateway customers, handled webhook events. */
export interface PaymentsTables {
  payments_settings: PaymentsSettingsTable;
  payment_methods: PaymentMethodsTable;
  payment_gateway_customers: PaymentGatewayCustomersTable;
  payment_webhook_events: PaymentWebhookEventsTable;
}
/** The built-in card test mode's processor (owned by server/payments, standing in for a third party). */
export interface CardTestTables {
  card_test_tokens: CardTestTokensTable;
  card_test_methods: CardTestMethodsTable;
  card_test_payments: CardTestPaymentsTable;
  card_test_refunds: CardTestRefundsTable;
  card_test_idempotency: CardTestIdempotencyTable;
}

/** The subscription record and its renewals (docs/decisions/026). */
export interface SubscriptionsTables {
  subscriptions: SubscriptionsTable;
  subscription_orders: SubscriptionOrdersTable;
  subscription_notes: SubscriptionNotesTable;
  subscription_renewals: SubscriptionRenewalsTable;
}

/** Every table: only the edge, migrations, tests and server/db hold a handle on all of them. */
export interface Database extends CatalogTables, ReviewsTables, ContentTables, CartTables, CouponsTables, CustomersTables, AuthTables, JobsTables, OrdersTables, ShippingTables, TaxTables, PaymentsTables, CardTestTables, SubscriptionsTables {}

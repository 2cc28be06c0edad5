import type { Generated } from "kysely";
import type { ImagesTable, ImageSizesTable, CategoriesTable, TagsTable, AttributesTable, AttributeTermsTable, ProductsTable, VariationsTable, ProductAttributesTable, VariationAttributesTable, ProductCategoriesTable, ProductTagsTable, ProductAttributeTermsTable, ProductGalleryTable, ProductLinksTable, ProductDownloadsTable } from "./schema-catalog.ts";
import type { CartsTable, CartItemsTable, CartCouponsTable, CouponsTable, CouponUsagesTable } from "./schema-cart.ts";
import type { CustomersTable, SessionsTable, PasswordResetsTable, SocialIdentitiesTable, OauthStatesTable, RateLimitBucketsTable } from "./schema-accounts.ts";
import type { JobRunsTable } from "./schema-jobs.ts";
import type { PaymentsSettingsTable, PaymentMethodsTable, PaymentGatewayCustomersTable, PaymentWebhookEventsTable, CardTestTokensTable, CardTestMethodsTable, CardTestPaymentsTable, CardTestRefundsTable, CardTestIdempotencyTable } from "./schema-payments.ts";
import type { OrdersTable, OrderLinesTable, OrderShippingLinesTable, OrderCouponLinesTable, OrderTaxLinesTable, OrderNotesTable, OrderRefundsTable, CheckoutAttemptsTable, OrderMailOutboxTable } from "./schema-orders.ts";
import type { TaxRatesTable, TaxSettingsTable } from "./schema-tax.ts";
import type { SubscriptionsTable, SubscriptionOrdersTable, SubscriptionNotesTable, SubscriptionRenewalsTable, SubscriptionMailOutboxTable, SubscriptionSettingsTable, SubscriptionSwitchesTable } from "./schema-subscriptions.ts";
import type { ShippingClassesTable, ShippingZonesTable, ShippingZoneLocationsTable, ShippingMethodsTable, ShippingSettingsTable } from "./schema-shipping.ts";

export type { ImagesTable, ImageSizesTable, CategoriesTable, TagsTable, AttributesTable, AttributeTermsTable, ProductsTable, VariationsTable, ProductAttributesTable, VariationAttributesTable, ProductCategoriesTable, ProductTagsTable, ProductAttributeTermsTable, ProductGalleryTable, ProductLinksTable, ProductDownloadsTable };
export type { CartsTable, CartItemsTable, CartCouponsTable, CouponsTable, CouponUsagesTable, CustomersTable, SessionsTable, PasswordResetsTable, SocialIdentitiesTable, OauthStatesTable, RateLimitBucketsTable, JobRunsTable };

// The Kysely view of the tables created by server/db/migrations. Only repositories use these row
// types; modules hand domain types (server/<module>/<module>.ts) to the rest of the code.

/** 0 or 1: flags are integers on both databases (see docs/decisions/002-portable-columns.md). */
export type Flag = number;

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

/** One UTC day of ad-block reports (migration 027, decision 048); only server/ad-block reads it. */
export interface AdBlockViewsTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  page_views: Generated<number>;
  /** Page views whose bait element was missing (an ad blocker removed or hid it). */
  blocked: Generated<number>;
}

/** A captcha solution already spent (migration 027, decision 049); only server/captcha reads it. */
export interface CaptchaSolutionsTable {
  challenge_id: string;
  /** ISO: after it the challenge is refused as expired anyway, so the row may go. */
  expires_at: string;
}

export interface PagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** Legacy: the rich text of `blocks`, kept in step for readers of the old shape. */
  content: string;
  /** The page's blocks as JSON text (decision 040). */
  blocks: Generated<string>;
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
  product_attribute_terms: ProductAttributeTermsTable;
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
export interface AdBlockTables {
  ad_block_views: AdBlockViewsTable;
}
export interface CaptchaTables {
  captcha_solutions: CaptchaSolutionsTable;
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
  subscription_mail_outbox: SubscriptionMailOutboxTable;
  subscription_settings: SubscriptionSettingsTable;
  subscription_switches: SubscriptionSwitchesTable;
}

/** Every table: only the edge, migrations, tests and server/db hold a handle on all of them. */
export interface Database extends CatalogTables, ReviewsTables, ContentTables, AdBlockTables, CaptchaTables, CartTables, CouponsTables, CustomersTables, AuthTables, JobsTables, OrdersTables, ShippingTables, TaxTables, PaymentsTables, CardTestTables, SubscriptionsTables {}

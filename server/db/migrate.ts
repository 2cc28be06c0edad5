import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";
import * as catalog from "./migrations/2026-11-21-001-catalog.ts";
import * as cart from "./migrations/2026-11-21-002-cart.ts";
import * as catalogListingIndexes from "./migrations/2026-11-21-005-catalog-listing-indexes.ts";
import * as accounts from "./migrations/2026-11-21-006-accounts.ts";
import * as catalogChangeIndex from "./migrations/2026-11-21-007-catalog-change-index.ts";
import * as jobs from "./migrations/2026-11-23-008-jobs.ts";
import * as orders from "./migrations/2026-11-23-009-orders.ts";
import * as shipping from "./migrations/2026-11-23-011-shipping.ts";
import * as payments from "./migrations/2026-11-23-012-payments.ts";
import * as orderTransactionIndex from "./migrations/2026-11-24-013-order-transaction-index.ts";
import * as tax from "./migrations/2026-11-25-014-tax.ts";
import * as orderRefundRecords from "./migrations/2026-11-25-015-order-refund-records.ts";
import * as orderMailOutbox from "./migrations/2026-11-26-016-order-mail-outbox.ts";
import * as orderTaxDisplay from "./migrations/2026-11-27-017-order-tax-display.ts";
import * as subscriptions from "./migrations/2026-11-28-018-subscriptions.ts";
import * as subscriptionCustomerActions from "./migrations/2026-11-29-019-subscription-customer-actions.ts";
import * as subscriptionMails from "./migrations/2026-11-30-020-subscription-mails.ts";
import * as subscriptionLimit from "./migrations/2026-12-01-021-subscription-limit.ts";
import * as subscriptionSwitches from "./migrations/2026-12-03-023-subscription-switches.ts";
import * as productTableFilters from "./migrations/2026-12-04-024-product-table-filters.ts";
import * as contentBlocks from "./migrations/2026-12-05-025-content-blocks.ts";
import * as adBlockAndCaptcha from "./migrations/2026-12-07-027-ad-block-and-captcha.ts";
import * as demoHomeBehaviours from "./migrations/2026-12-08-028-demo-home-behaviours.ts";
import * as productSearchIndex from "./migrations/2026-12-12-032-product-search-index.ts";
import * as productsPriceMaxIndex from "./migrations/2026-12-13-033-products-price-max-index.ts";

// Listed explicitly rather than read from the folder, so bundlers and type checks see every one.
const migrations: Record<string, Migration> = {
  "2026-11-21-001-catalog": catalog,
  "2026-11-21-002-cart": cart,
  "2026-11-21-005-catalog-listing-indexes": catalogListingIndexes,
  "2026-11-21-006-accounts": accounts,
  "2026-11-21-007-catalog-change-index": catalogChangeIndex,
  "2026-11-23-008-jobs": jobs,
  "2026-11-23-009-orders": orders,
  "2026-11-23-011-shipping": shipping,
  "2026-11-23-012-payments": payments,
  "2026-11-24-013-order-transaction-index": orderTransactionIndex,
  "2026-11-25-014-tax": tax,
  "2026-11-25-015-order-refund-records": orderRefundRecords,
  "2026-11-26-016-order-mail-outbox": orderMailOutbox,
  "2026-11-27-017-order-tax-display": orderTaxDisplay,
  "2026-11-28-018-subscriptions": subscriptions,
  "2026-11-29-019-subscription-customer-actions": subscriptionCustomerActions,
  "2026-11-30-020-subscription-mails": subscriptionMails,
  "2026-12-01-021-subscription-limit": subscriptionLimit,
  "2026-12-03-023-subscription-switches": subscriptionSwitches,
  "2026-12-04-024-product-table-filters": productTableFilters,
  "2026-12-05-025-content-blocks": contentBlocks,
  "2026-12-07-027-ad-block-and-captcha": adBlockAndCaptcha,
  "2026-12-08-028-demo-home-behaviours": demoHomeBehaviours,
  "2026-12-12-032-product-search-index": productSearchIndex,
  "2026-12-13-033-products-price-max-index": productsPriceMaxIndex,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date; throws with the failing migration's name. `schema` names the
 * PostgreSQL schema a test database lives in: the migrator looks for its own bookkeeping tables
 * by name, and without it would find another test schema's and skip creating its own.
 */
export async function migrateToLatest(db: Kysely<Database>, options: { schema?: string } = {}): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(options.schema ? { migrationTableSchema: options.schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

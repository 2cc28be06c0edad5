import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { SubscriptionsTables } from "../db/schema.ts";

/** The subscriptions module's handle: its repositories see the subscription tables only. */
export type SubscriptionsDb = Kysely<SubscriptionsTables>;
export const subscriptionsDb = ownTables<SubscriptionsTables>();

import type { Kysely } from "kysely";
import { ownTables } from "../db/own-tables.ts";
import type { PaymentsTables } from "../db/schema.ts";

/** The payments module's handle on the shop's side of payments. */
export type PaymentsDb = Kysely<PaymentsTables>;
export const paymentsDb = ownTables<PaymentsTables>();


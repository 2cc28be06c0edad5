import type { Generated } from "kysely";
import type { Flag } from "./schema.ts";

// Tax (migration 014); see schema.ts. Only server/tax reads them.

export interface TaxRatesTable {
  id: Generated<number>;
  country: Generated<string>;
  state: Generated<string>;
  /** Postcode rules separated by ";". */
  postcodes: Generated<string>;
  /** City names separated by ";". */
  cities: Generated<string>;
  /** Percent, as typed ("20.0000"). */
  rate: string;
  name: string;
  priority: Generated<number>;
  compound: Generated<Flag>;
  shipping: Generated<Flag>;
  tax_class: Generated<string>;
  rate_order: Generated<number>;
}

export interface TaxSettingsTable {
  key: string;
  value: string;
}

import type { Generated } from "kysely";
import type { Flag } from "./schema.ts";

// Shipping (migration 011); see schema.ts. Only server/shipping reads them.

export interface ShippingClassesTable {
  slug: string;
  name: string;
  description: Generated<string>;
}

export interface ShippingZonesTable {
  id: Generated<number>;
  name: string;
  zone_order: Generated<number>;
}

export interface ShippingZoneLocationsTable {
  zone_id: number;
  /** "country", "state" or "postcode". */
  type: string;
  code: string;
}

export interface ShippingMethodsTable {
  id: Generated<number>;
  /** 0 for the "Rest of the world" zone, which has no row. */
  zone_id: number;
  type: string;
  title: string;
  enabled: Generated<Flag>;
  method_order: Generated<number>;
  /** JSON, validated per type by server/shipping. */
  settings: string;
}

export interface ShippingSettingsTable {
  key: string;
  /** JSON. */
  value: string;
}

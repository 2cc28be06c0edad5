import { postcodeMatches } from "../address/postcode-rule.ts";
import type { ShippingDestination, ZoneLocation } from "./shipping.ts";

// Which zone ships to a destination (WooCommerce's WC_Shipping_Zone_Data_Store::
// get_zone_id_from_package and wc_postcode_location_matcher). Zones are tried by order, then id;
// the first one that matches wins. A zone matches when one of its regions (country or state)
// matches, or it has no regions, and when one of its postcode rules matches, or it has none. So,
// as in WooCommerce, a zone without any location matches every destination. Continents are not
// supported. No match means the "Rest of the world" zone.

export interface MatchableZone {
  id: number;
  order: number;
  locations: readonly ZoneLocation[];
}

function zoneMatches(zone: MatchableZone, country: string, state: string, postcode: string): boolean {
  const regions = zone.locations.filter((l) => l.type !== "postcode");
  const postcodes = zone.locations.filter((l) => l.type === "postcode");
  const regionOk = regions.length === 0 || regions.some((l) => (l.type === "country" ? l.code === country : l.code === `${country}:${state}`));
  return regionOk && (postcodes.length === 0 || postcodes.some((l) => postcodeMatches(postcode, l.code)));
}

/** The first matching zone, or null for the "Rest of the world". */
export function matchShippingZone<Zone extends MatchableZone>(zones: readonly Zone[], destination: Pick<ShippingDestination, "country" | "state" | "postcode">): Zone | null {
  const country = destination.country.trim().toUpperCase();
  const state = destination.state.trim().toUpperCase();
  const ordered = [...zones].sort((a, b) => a.order - b.order || a.id - b.id);
  return ordered.find((zone) => zoneMatches(zone, country, state, destination.postcode)) ?? null;
}

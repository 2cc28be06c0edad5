import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchShippingZone, type MatchableZone } from "./match-shipping-zone.ts";
import type { ZoneLocation } from "./shipping.ts";

const to = (country: string, state = "", postcode = "") => ({ country, state, postcode });
const zone = (id: number, order: number, ...locations: ZoneLocation[]): MatchableZone => ({ id, order, locations });
const country = (code: string): ZoneLocation => ({ type: "country", code });
const state = (code: string): ZoneLocation => ({ type: "state", code });
const postcode = (code: string): ZoneLocation => ({ type: "postcode", code });

describe("matchShippingZone", () => {
  const us = zone(1, 1, country("US"));
  const california = zone(2, 0, state("US:CA"));
  const beverlyHills = zone(3, 0, country("US"), postcode("90210"));
  const uk = zone(4, 2, country("GB"));

  it("matches by country, case-insensitively", () => {
    expect(matchShippingZone([us, uk], to("gb"))?.id).toBe(4);
    expect(matchShippingZone([us, uk], to("US", "NY", "10001"))?.id).toBe(1);
  });

  it("matches a state as COUNTRY:STATE", () => {
    expect(matchShippingZone([us, california], to("US", "CA", "94105"))?.id).toBe(2);
    expect(matchShippingZone([us, california], to("US", "OR", "97035"))?.id).toBe(1);
  });

  it("needs one of a zone's postcode rules to match when it has any", () => {
    expect(matchShippingZone([beverlyHills, us], to("US", "CA", "90210"))?.id).toBe(3);
    expect(matchShippingZone([beverlyHills, us], to("US", "CA", "90211"))?.id).toBe(1);
  });

  it("lets a zone of postcodes only match those postcodes in any country", () => {
    const local = zone(5, 0, postcode("1000...2000"));
    expect(matchShippingZone([local], to("BE", "", "1050"))?.id).toBe(5);
    expect(matchShippingZone([local], to("BE", "", "3000"))).toBeNull();
  });

  it("matches a zone without locations everywhere, as WooCommerce does", () => {
    expect(matchShippingZone([zone(6, 0)], to("FR"))?.id).toBe(6);
  });

  it("gives null (the Rest of the world) when no zone matches", () => {
    expect(matchShippingZone([us, uk], to("FR", "", "75001"))).toBeNull();
    expect(matchShippingZone([], to("US"))).toBeNull();
  });

  it("returns the matching zone with the lowest order, then the lowest id, whatever the list's order", () => {
    const codes = ["US", "GB", "FR"];
    const arbitraryZone = fc.record({
      id: fc.nat(50),
      order: fc.integer({ min: -3, max: 3 }),
      locations: fc.array(fc.constantFrom(...codes).map(country), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryZone, { selector: (z) => z.id, maxLength: 8 }), fc.constantFrom(...codes), (zones, destination) => {
        const matching = zones.filter((z) => z.locations.length === 0 || z.locations.some((l) => l.code === destination));
        const best = [...matching].sort((a, b) => a.order - b.order || a.id - b.id)[0] ?? null;
        expect(matchShippingZone(zones, to(destination))).toBe(best);
        expect(matchShippingZone([...zones].reverse(), to(destination))).toBe(best);
      }),
    );
  });
});

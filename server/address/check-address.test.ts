import { describe, expect, it } from "vitest";
import { checkAddress, type AddressParts } from "./check-address.ts";

const address = (parts: Partial<AddressParts>): AddressParts => ({ country: "", address_1: "", address_2: "", city: "", state: "", postcode: "", ...parts });

describe("checkAddress", () => {
  it("accepts a complete US address, storing the state's code and the ZIP in upper case", () => {
    const check = checkAddress(address({ country: "US", address_1: "1 Main St", city: "Springfield", state: "illinois", postcode: " 62701 " }));
    expect(check.problems).toEqual([]);
    expect(check.address).toMatchObject({ state: "IL", postcode: "62701" });
  });

  it("lists the fields a US address misses, in the order of the form", () => {
    expect(checkAddress(address({ country: "US" })).problems).toEqual([
      { field: "address_1", code: "field_required" },
      { field: "city", code: "field_required" },
      { field: "state", code: "field_required" },
      { field: "postcode", code: "field_required" },
    ]);
  });

  it("refuses a ZIP of the wrong shape and a state not in the list", () => {
    expect(checkAddress(address({ country: "US", address_1: "1 Main St", city: "Springfield", state: "Narnia", postcode: "1234" })).problems).toEqual([
      { field: "state", code: "state_invalid" },
      { field: "postcode", code: "postcode_invalid" },
    ]);
  });

  it("GB: the county is optional and free text; a postcode is required and upper-cased", () => {
    const check = checkAddress(address({ country: "GB", address_1: "10 Downing St", city: "London", postcode: "sw1a 2aa" }));
    expect(check.problems).toEqual([]);
    expect(check.address.postcode).toBe("SW1A 2AA");
    expect(checkAddress(address({ country: "GB", address_1: "10 Downing St", city: "London", state: "Greater London", postcode: "SW1A 2AA" })).problems).toEqual([]);
  });

  it("empties the fields a country does not use (a German address has no state)", () => {
    const check = checkAddress(address({ country: "DE", address_1: "Unter den Linden 1", city: "Berlin", state: "IL", postcode: "10117" }));
    expect(check.problems).toEqual([]);
    expect(check.address.state).toBe("");
  });

  it("needs no postcode where the country has none", () => {
    expect(checkAddress(address({ country: "HK", address_1: "1 Queen's Road", city: "Central", state: "Hong Kong Island" })).problems).toEqual([]);
  });

  it("refuses a missing or unknown country", () => {
    expect(checkAddress(address({})).problems).toEqual([{ field: "country", code: "field_required" }]);
    expect(checkAddress(address({ country: "Narnia" })).problems).toEqual([{ field: "country", code: "country_invalid" }]);
  });

  it("takes a country code in any case", () => {
    expect(checkAddress(address({ country: "de", address_1: "Unter den Linden 1", city: "Berlin", postcode: "10117" })).address.country).toBe("DE");
  });
});

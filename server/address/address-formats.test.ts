import { describe, expect, it } from "vitest";
import { addressFormat, countryCodes } from "./address-formats.ts";
import { fieldRule, postcodeFits, type AddressFormat } from "./address.ts";

function format(country: string): AddressFormat {
  const found = addressFormat(country);
  if (found === null) throw new Error(`no format for ${country}`);
  return found;
}

const order = (country: string) => format(country).fields.map((f) => (f.required ? f.name : `${f.name}?`));

describe("countryCodes", () => {
  it("knows every country the runtime names, and reads every country's file", () => {
    const codes = countryCodes();
    expect(codes.length).toBeGreaterThan(240);
    expect(codes).toContain("US");
    expect(codes).toContain("GB");
    expect(codes).not.toContain("ZZ");
    for (const code of codes) expect(addressFormat(code)?.country).toBe(code);
  });

  it("knows no made-up code", () => {
    expect(addressFormat("QQ")).toBeNull();
    expect(addressFormat("us")).toBeNull();
    expect(addressFormat("")).toBeNull();
  });
});

describe("addressFormat", () => {
  it("US: street, city, state from the list, ZIP Code, all required", () => {
    const us = format("US");
    expect(order("US")).toEqual(["address_1", "address_2?", "city", "state", "postcode"]);
    expect(us).toMatchObject({ stateKind: "state", postcodeKind: "zip", cityKind: "city" });
    expect(us.states).toContainEqual({ code: "CA", name: "California" });
    expect(us.states).toContainEqual({ code: "IL", name: "Illinois" });
  });

  it("GB: no list of states but an optional county before the postcode, which is required", () => {
    const gb = format("GB");
    expect(order("GB")).toEqual(["address_1", "address_2?", "city", "state?", "postcode"]);
    expect(gb).toMatchObject({ stateKind: "county", postcodeKind: "postal", cityKind: "post_town", states: null });
  });

  it("CA: provinces, named as provinces", () => {
    const ca = format("CA");
    expect(ca.stateKind).toBe("province");
    expect(ca.states?.map((s) => s.code)).toEqual(expect.arrayContaining(["ON", "QC", "BC"]));
    expect(fieldRule(ca, "state")?.required).toBe(true);
  });

  it("DE, FR, NL: postcode before the town, and no state", () => {
    for (const country of ["DE", "FR", "NL"]) expect(order(country)).toEqual(["address_1", "address_2?", "postcode", "city"]);
  });

  it("AU: suburb, state, postcode", () => {
    expect(format("AU")).toMatchObject({ cityKind: "suburb", stateKind: "state" });
    expect(order("AU")).toEqual(["address_1", "address_2?", "city", "state", "postcode"]);
  });

  it("JP: prefectures with Latin names, listed by their ISO number", () => {
    expect(format("JP").states?.[0]).toEqual({ code: "01", name: "Hokkaido" });
    expect(format("JP").stateKind).toBe("prefecture");
  });

  it("IE: Eircode, county from the list, both optional", () => {
    expect(format("IE")).toMatchObject({ postcodeKind: "eircode", stateKind: "county" });
    expect(fieldRule(format("IE"), "postcode")?.required).toBe(false);
  });

  it("a country without postcodes does not ask for one (Hong Kong, the Emirates)", () => {
    expect(fieldRule(format("HK"), "postcode")).toBeNull();
    expect(fieldRule(format("AE"), "postcode")).toBeNull();
  });
});

describe("postcodeFits", () => {
  const cases: [string, string[], string[]][] = [
    ["US", ["62701", "62701-1234", "62701 1234"], ["6270", "ABCDE", "627011"]],
    ["GB", ["SW1A 1AA", "sw1a1aa", "M1 1AE", "EC1Y 8SY"], ["SW1A", "12345", "QQ1 1AA"]],
    ["CA", ["K1A 0B1", "k1a0b1"], ["12345", "D1A 0B1"]],
    ["DE", ["10115"], ["1011", "ABCDE"]],
    ["FR", ["75001", "75 001"], ["7500"]],
    ["AU", ["2000"], ["200", "20000"]],
    ["NL", ["1012 AB", "1012AB"], ["1012", "AB 1012"]],
  ];
  for (const [country, good, bad] of cases) {
    it(`${country} accepts ${good.join(", ")} and refuses ${bad.join(", ")}`, () => {
      for (const postcode of good) expect(postcodeFits(format(country), postcode), postcode).toBe(true);
      for (const postcode of bad) expect(postcodeFits(format(country), postcode), postcode).toBe(false);
    });
  }
});

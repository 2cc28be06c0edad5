import { describe, expect, it } from "vitest";
import { readTaxRateCsv } from "./read-tax-rate-csv.ts";

const HEADER = "Country code,State code,Postcode / ZIP,City,Rate %,Tax name,Priority,Compound,Shipping,Tax class\n";

describe("readTaxRateCsv", () => {
  it("reads WooCommerce's export: wildcards, ;-separated postcodes and cities, flags and classes", () => {
    const result = readTaxRateCsv(`${HEADER}US,CA,"90210;902*;90300...90399",Los Angeles;Pasadena,7.2500,CA Tax,1,0,1,\nGB,*,*,*,20.0000,VAT,1,0,1,standard\nGB,,,,5,Reduced VAT,1,0,0,Reduced rate\n*,*,*,*,2,Compound,2,1,1,zero-rate\n`);
    expect(result).toEqual({
      ok: true,
      rates: [
        { country: "US", state: "CA", postcodes: ["90210", "902*", "90300...90399"], cities: ["Los Angeles", "Pasadena"], rate: "7.2500", name: "CA Tax", priority: 1, compound: false, shipping: true, taxClass: "", order: 0 },
        { country: "GB", state: "", postcodes: [], cities: [], rate: "20.0000", name: "VAT", priority: 1, compound: false, shipping: true, taxClass: "", order: 1 },
        { country: "GB", state: "", postcodes: [], cities: [], rate: "5", name: "Reduced VAT", priority: 1, compound: false, shipping: false, taxClass: "reduced-rate", order: 2 },
        { country: "", state: "", postcodes: [], cities: [], rate: "2", name: "Compound", priority: 2, compound: true, shipping: true, taxClass: "zero-rate", order: 3 },
      ],
    });
  });

  it("a file without the header row is read from its first row", () => {
    expect(readTaxRateCsv("DE,,,,19,MwSt,1,0,1,\n")).toMatchObject({ ok: true, rates: [{ country: "DE", rate: "19", name: "MwSt" }] });
  });

  it("refuses the whole file with one line per bad cell, naming the row and the column", () => {
    const result = readTaxRateCsv(`${HEADER}USA,CA,,,7.25,Tax,1,0,1,\nUS,CA,,,abc,Tax,0,2,yes,luxury\nGB,,,,20,VAT,1,0,1,\n`);
    expect(result).toEqual({
      ok: false,
      errors: [
        'Row 1: Country code: "USA" is not a two-letter code',
        'Row 2: Rate %: "abc" is not a percentage between 0 and 100 with up to 4 decimals',
        'Row 2: Priority: "0" is not a whole number from 1',
        'Row 2: Compound: "2" is not 1 or 0',
        'Row 2: Shipping: "yes" is not 1 or 0',
        'Row 2: Tax class: "luxury" is not one of standard, reduced-rate, zero-rate',
      ],
    });
  });

  it("refuses a rate over 100%, more than 4 decimals, a file of only the header, and broken quoting", () => {
    expect(readTaxRateCsv(`${HEADER}US,,,,100.5,Tax,1,0,1,\n`)).toMatchObject({ ok: false });
    expect(readTaxRateCsv(`${HEADER}US,,,,7.12345,Tax,1,0,1,\n`)).toMatchObject({ ok: false });
    expect(readTaxRateCsv(HEADER)).toEqual({ ok: false, errors: ["The file holds no tax rates"] });
    expect(readTaxRateCsv(`${HEADER}"US,,,,7,Tax\n`)).toMatchObject({ ok: false, errors: [expect.stringMatching(/^Line \d+: /)] });
  });
});

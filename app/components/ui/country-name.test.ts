import { describe, expect, it } from "vitest";
import { countryName } from "./country-name.ts";

describe("countryName", () => {
  it("names a country with its code as WooCommerce does", () => {
    expect(countryName("US", "en-US")).toBe("United States (US)");
    expect(countryName("GB", "en-GB")).toBe("United Kingdom (GB)");
  });

  it("gives back a code it cannot name", () => {
    expect(countryName("QQ", "en-US")).toBe("QQ");
    expect(countryName("usa", "en-US")).toBe("usa");
  });
});

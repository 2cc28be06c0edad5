import { describe, expect, it } from "vitest";
import { addressSchema, canEditPages, defaultDisplayName, emailKey, isValidEmail, MAX_EMAIL_LENGTH } from "./customers.ts";

describe("customers", () => {
  it("matches emails regardless of case and surrounding spaces", () => {
    expect(emailKey("  Ann@Example.COM ")).toBe("ann@example.com");
  });

  it("accepts real addresses only", () => {
    expect(isValidEmail("ann@example.com")).toBe(true);
    expect(isValidEmail("ann@")).toBe(false);
    expect(isValidEmail(`${"a".repeat(MAX_EMAIL_LENGTH)}@example.com`)).toBe(false);
  });

  it("derives WordPress's display name", () => {
    expect(defaultDisplayName("Ann", "Lee", "ann@example.com")).toBe("Ann Lee");
    expect(defaultDisplayName("", "", "ann@example.com")).toBe("ann");
  });

  it("lets editors and administrators edit pages", () => {
    expect([canEditPages("customer"), canEditPages("editor"), canEditPages("administrator")]).toEqual([false, true, true]);
  });

  it("fills missing address fields and checks the country code", () => {
    expect(addressSchema.parse({ city: " Oslo " })).toMatchObject({ city: "Oslo", country: "", company: "" });
    expect(addressSchema.safeParse({ country: "no" }).success).toBe(false);
  });
});

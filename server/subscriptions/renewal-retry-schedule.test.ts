import { describe, expect, it } from "vitest";
import { DEFAULT_RENEWAL_RETRY_RULES, nextRenewalRetry } from "./renewal-retry-schedule.ts";

const at = (iso: string) => new Date(iso);

describe("nextRenewalRetry", () => {
  it("retries after 12 h, another 12 h, 24 h, 48 h and 72 h, then gives up", () => {
    let failedAt = at("2026-03-07T09:00:00Z");
    const retries: string[] = [];
    for (let retriesSoFar = 0; ; retriesSoFar++) {
      const retry = nextRenewalRetry(retriesSoFar, failedAt);
      if (!retry) break;
      retries.push(retry.retryAt.toISOString());
      failedAt = retry.retryAt; // each retry fails too
    }
    expect(retries).toEqual(["2026-03-07T21:00:00.000Z", "2026-03-08T09:00:00.000Z", "2026-03-09T09:00:00.000Z", "2026-03-11T09:00:00.000Z", "2026-03-14T09:00:00.000Z"]);
  });

  it("waits elapsed hours, whatever the clocks do (New York springs forward on Mar 8, 2026)", () => {
    const retry = nextRenewalRetry(2, at("2026-03-07T14:00:00Z"));
    expect(retry?.retryAt.getTime()).toBe(at("2026-03-07T14:00:00Z").getTime() + 24 * 3_600_000);
  });

  it("mails the customer when the 2nd, 4th and 5th retries are scheduled, the shop every time", () => {
    expect(DEFAULT_RENEWAL_RETRY_RULES.map((rule) => rule.emailCustomer)).toEqual([false, true, false, true, true]);
    expect(DEFAULT_RENEWAL_RETRY_RULES.every((rule) => rule.emailShop)).toBe(true);
  });

  it("follows the shop's own rules when it has them, and refuses a negative count", () => {
    const once = [{ waitMs: 3_600_000, emailCustomer: true, emailShop: false }];
    expect(nextRenewalRetry(0, at("2026-01-01T00:00:00Z"), once)?.retryAt).toEqual(at("2026-01-01T01:00:00Z"));
    expect(nextRenewalRetry(1, at("2026-01-01T00:00:00Z"), once)).toBeNull();
    expect(() => nextRenewalRetry(-1, at("2026-01-01T00:00:00Z"))).toThrow(RangeError);
  });
});

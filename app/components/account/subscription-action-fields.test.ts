import { describe, expect, it } from "vitest";
import { subscriptionNoticeKind, subscriptionNoticeOf, subscriptionNoticePath } from "./subscription-action-fields.ts";

// The notice a redirect after an action carries back to view-subscription: codes only, and an
// address with anything else shows no notice.

describe("view-subscription's notices", () => {
  it("round-trips a notice and a decline's reason through the page address", () => {
    const path = subscriptionNoticePath(7, { code: "early_renewal_failed", reason: "card_declined" });
    expect(path).toBe("/my-account/view-subscription/7?notice=early_renewal_failed&reason=card_declined");
    expect(subscriptionNoticeOf(new URL(`http://shop.test${path}`))).toEqual({ code: "early_renewal_failed", reason: "card_declined" });
  });

  it("ignores an unknown code and drops a reason that is not a code", () => {
    expect(subscriptionNoticeOf(new URL("http://shop.test/my-account/view-subscription/7?notice=pwned"))).toBeNull();
    expect(subscriptionNoticeOf(new URL("http://shop.test/x?notice=early_renewal_failed&reason=%3Cscript%3E"))).toEqual({ code: "early_renewal_failed", reason: null });
  });

  it("shows the four §8 successes as success toasts and the refusals as errors", () => {
    for (const code of ["subscription_cancelled", "subscription_reactivated", "early_renewal_paid", "subscription_line_removed"] as const) expect(subscriptionNoticeKind(code)).toBe("success");
    for (const code of ["subscription_changed", "early_renewal_failed", "subscription_action_invalid"] as const) expect(subscriptionNoticeKind(code)).toBe("error");
  });
});

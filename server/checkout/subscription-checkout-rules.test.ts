import { describe, expect, it } from "vitest";
import type { GatewayId, PaymentMethodOption } from "../payments/payments.ts";
import { methodsForCart, renewalsBy } from "./subscription-checkout-rules.ts";

const method = (id: GatewayId, kind: PaymentMethodOption["kind"]) => ({ id, kind });

describe("payment methods for a subscription", () => {
  it("renews automatically with a card gateway that charges a saved card off-session, by hand with an offline method", () => {
    expect(renewalsBy(method("card_test", "card"))).toBe("automatic");
    expect(renewalsBy(method("stripe", "card"))).toBe("automatic");
    expect(["bacs", "cheque", "cod"].map((id) => renewalsBy(method(id as GatewayId, "offline")))).toEqual(["manual", "manual", "manual"]);
  });

  it("offers every method for an ordinary cart and, for a subscription, only those that can pay its renewals", () => {
    // A gateway claiming a kind it is not (no saved cards to charge, or not offline) cannot renew.
    const odd = method("bacs", "card");
    const methods = [method("card_test", "card"), odd, method("cheque", "offline")];
    expect(methodsForCart(methods, false)).toEqual(methods);
    expect(methodsForCart(methods, true)).toEqual([method("card_test", "card"), method("cheque", "offline")]);
  });
});

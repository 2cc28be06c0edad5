import { describe, expect, it } from "vitest";
import { parseFormBody } from "./test-form-body.ts";

describe("the local Stripe server's form bodies", () => {
  it("reads qs-style nested keys, indexed and appended lists as Stripe's servers do", () => {
    const body = "amount=100&metadata%5Border_id%5D=5&metadata%5Bcustomer_id%5D=&allowed_payment_method_types%5B0%5D=card&expand%5B%5D=a&expand%5B%5D=b&off_session=true";
    expect(parseFormBody(body)).toEqual({
      amount: "100",
      metadata: { order_id: "5", customer_id: "" },
      allowed_payment_method_types: ["card"],
      expand: ["a", "b"],
      off_session: "true",
    });
  });
});

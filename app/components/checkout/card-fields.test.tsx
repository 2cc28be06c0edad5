import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardFields } from "./card-fields.tsx";

// The card box of each card gateway, as the server renders it.

const stripe = { publishableKey: "pk_test_abc", scriptUrl: "https://js.stripe.com/v3", mode: "payment", amount: 2599, currency: "usd" } as const;

describe("CardFields", () => {
  it("gives Stripe the Payment Element's box with its settings and an error line, and no card inputs of the shop's own", () => {
    const html = renderToStaticMarkup(<CardFields gatewayId="stripe" testMode={false} canSaveMethod stripe={stripe} />);
    expect(html).toContain('<div id="stripe-payment-element" class="stripe-payment-element" data-stripe-payment-element="" data-stripe-key="pk_test_abc" data-stripe-js="https://js.stripe.com/v3" data-stripe-mode="payment" data-stripe-amount="2599" data-stripe-currency="usd"></div>');
    expect(html).toContain('<p id="stripe-card-error" class="field-error card-error" role="alert" tabindex="-1" data-card-error="element"></p>');
    expect(html).not.toMatch(/data-card-field=/);
    // The one input is the "save" checkbox: the card is typed into Stripe's frame.
    expect(html.match(/<input /g)).toHaveLength(1);
    expect(html).toContain('name="save_payment_method"');
  });

  it("shows the server's refusal of a Stripe card in the box's error line", () => {
    const html = renderToStaticMarkup(<CardFields gatewayId="stripe" testMode={false} canSaveMethod={false} stripe={stripe} numberError="Your card was declined." />);
    expect(html).toContain('data-card-error="element">Your card was declined.</p>');
  });

  it("keeps the card test mode's own number, expiry and security code fields", () => {
    const html = renderToStaticMarkup(<CardFields gatewayId="card_test" testMode canSaveMethod={false} />);
    expect(html.match(/data-card-field="(number|expiry|cvc)"/g)).toHaveLength(3);
    expect(html).not.toContain("data-stripe-payment-element");
  });
});

describe("CardFields for a subscription", () => {
  it("keeps the card for the renewals without asking: a hidden save field and a note, no checkbox", () => {
    const html = renderToStaticMarkup(<CardFields gatewayId="card_test" testMode canSaveMethod="required" />);
    expect(html).toContain('<input type="hidden" name="save_payment_method" value="1"/>');
    expect(html).toContain("Your card will be saved to your account to pay the subscription&#x27;s renewals.");
    expect(html).not.toContain('type="checkbox"');
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { showPageNoticesAsToasts } from "./page-toasts.ts";

// An account page's notice after a post becomes a toast of its kind and leaves the page; the
// ?notice= that asked for it leaves the address, so a reload shows nothing again.

describe("showPageNoticesAsToasts", () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.history.replaceState(null, "", "/");
  });

  function renderNotice(kind: string, text: string): void {
    const wrapper = document.createElement("div");
    wrapper.dataset["pageToast"] = kind;
    const message = document.createElement("p");
    message.textContent = text;
    wrapper.append(message);
    document.body.append(wrapper);
  }

  it("shows a success notice as a success toast, removes it from the page and drops ?notice= from the address", () => {
    window.history.replaceState(null, "", "/my-account/payment-methods?notice=payment_method_deleted#top");
    renderNotice("success", "Payment method deleted.");
    const shown: [string, string][] = [];
    showPageNoticesAsToasts(document, (kind, text) => shown.push([kind, text]));
    expect(shown).toEqual([["success", "Payment method deleted."]]);
    expect(document.querySelector("[data-page-toast]")).toBeNull();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/my-account/payment-methods#top");
  });

  it("shows a warning notice as a warning toast (a deleted card's subscriptions moved)", () => {
    renderNotice("warning", "The deleted payment method was used for automatic subscription payments.");
    const shown: [string, string][] = [];
    showPageNoticesAsToasts(document, (kind, text) => shown.push([kind, text]));
    expect(shown).toEqual([["warning", "The deleted payment method was used for automatic subscription payments."]]);
  });

  it("shows an error notice as an error toast, and leaves a notice of an unknown kind in the page", () => {
    renderNotice("error", "There was a problem adding the payment method. Please try again.");
    renderNotice("sparkles", "Hello");
    const shown: [string, string][] = [];
    showPageNoticesAsToasts(document, (kind, text) => shown.push([kind, text]));
    expect(shown).toEqual([["error", "There was a problem adding the payment method. Please try again."]]);
    expect(document.querySelectorAll("[data-page-toast]")).toHaveLength(1);
  });

  it("shows an info notice as an info toast and a warning notice as a warning toast, each with its own kind", () => {
    renderNotice("info", "Complete checkout to renew your subscription.");
    renderNotice("warning", "Careful.");
    const shown: [string, string][] = [];
    showPageNoticesAsToasts(document, (kind, text) => shown.push([kind, text]));
    expect(shown).toEqual([
      ["info", "Complete checkout to renew your subscription."],
      ["warning", "Careful."],
    ]);
    expect(document.querySelector("[data-page-toast]")).toBeNull();
  });

  it("leaves the address alone when the page has no notice", () => {
    window.history.replaceState(null, "", "/my-account/payment-methods?notice=payment_method_added");
    showPageNoticesAsToasts(document, () => undefined);
    expect(window.location.search).toBe("?notice=payment_method_added");
  });
});

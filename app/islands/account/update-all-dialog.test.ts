// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { showUpdateAllOfferInDialog } from "./update-all-dialog.ts";

// The offer to update every subscription after a payment-method change: a form in the page that
// the script moves into a modal dialog labelled by its question; "No" and Escape close it, and
// closing drops ?update_all= from the address and puts the focus on the page's heading.

describe("showUpdateAllOfferInDialog", () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.history.replaceState(null, "", "/");
  });

  function renderOffer(): void {
    document.body.innerHTML = `<main><h1>Subscription #7</h1><div data-update-all-offer><form method="post"><h2 id="q">Would you like to update your subscriptions to use this new payment method - Visa ending in 4242?</h2><button type="submit">Update the payment method used for all of my current subscriptions</button> <a href="/my-account/view-subscription/7" data-update-all-decline>No</a></form></div></main>`;
  }

  it("moves the offer into an open modal dialog labelled by its question", () => {
    renderOffer();
    const dialog = showUpdateAllOfferInDialog(document);
    expect(dialog?.open).toBe(true);
    expect(dialog?.getAttribute("aria-labelledby")).toBe("q");
    expect(dialog?.querySelector("[data-update-all-offer] form")).not.toBeNull();
    expect(document.querySelectorAll("[data-update-all-offer]")).toHaveLength(1);
  });

  it("closes on No without following its link, drops ?update_all= from the address and focuses the heading", () => {
    window.history.replaceState(null, "", "/my-account/view-subscription/7?update_all=1&keep=1");
    renderOffer();
    const dialog = showUpdateAllOfferInDialog(document);
    const no = document.querySelector<HTMLAnchorElement>("[data-update-all-decline]");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    no?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    dialog?.dispatchEvent(new Event("close"));
    expect(document.querySelector("dialog")).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe("/my-account/view-subscription/7?keep=1");
    expect(document.activeElement?.tagName).toBe("H1");
  });

  it("does nothing on a page without the offer", () => {
    document.body.innerHTML = "<main><h1>Subscription #7</h1></main>";
    expect(showUpdateAllOfferInDialog(document)).toBeNull();
    expect(document.querySelector("dialog")).toBeNull();
  });
});

// After a subscription's payment method changed, WooCommerce Subscriptions offers in a notice to
// move every current subscription onto the new card; spec §8 moves that notice into a modal. The
// page renders it as a plain form (which works without JavaScript); this moves the form into a
// modal <dialog>, labelled by its question: the browser keeps focus inside it and makes the page
// behind inert, Escape closes it, and "No" closes it instead of reloading the page. Once it is
// closed the offer is gone, and ?update_all= leaves the address so a reload does not ask again.

const OFFER_PARAM = "update_all";

function forgetOffer(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(OFFER_PARAM)) return;
  url.searchParams.delete(OFFER_PARAM);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

export function showUpdateAllOfferInDialog(root: Document): HTMLDialogElement | null {
  const offer = root.querySelector<HTMLElement>("[data-update-all-offer]");
  if (offer === null) return null;
  const dialog = root.createElement("dialog");
  dialog.className = "update-all-subscriptions-dialog";
  dialog.dataset["updateAllDialog"] = "";
  const question = offer.querySelector<HTMLElement>("h2[id]");
  if (question !== null) dialog.setAttribute("aria-labelledby", question.id);
  offer.replaceWith(dialog);
  dialog.append(offer);
  offer.querySelector<HTMLAnchorElement>("[data-update-all-decline]")?.addEventListener("click", (event) => {
    event.preventDefault();
    dialog.close();
  });
  dialog.addEventListener("close", () => {
    dialog.remove();
    forgetOffer();
    // Focus goes back to the page's heading: the element that had it (none) is gone with the reload.
    const heading = root.querySelector<HTMLElement>("main h1");
    if (heading !== null) {
      heading.tabIndex = -1;
      heading.focus();
    }
  });
  dialog.showModal();
  return dialog;
}

// The terms link opens the terms page in a lightbox (spec §2): a modal dialog the server rendered
// with the page's content. Without JavaScript the link simply opens the page.

export function enhanceTermsLink(document: Document): void {
  const link = document.querySelector<HTMLAnchorElement>("[data-terms-link]");
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-terms-dialog]");
  if (link === null || dialog === null) return;
  link.addEventListener("click", (event) => {
    event.preventDefault();
    dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-terms-close]")?.focus();
  });
  dialog.querySelector("[data-terms-close]")?.addEventListener("click", () => dialog.close());
  // A click on the backdrop (outside the box) closes it, as lightboxes do.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
}

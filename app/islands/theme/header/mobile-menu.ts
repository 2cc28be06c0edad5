// The phone's "Menu" button opens the "Main Menu" dialog; the dialog's code
// (./mobile-menu-dialog.ts) loads on the first press, so pages nobody opens the menu on (and large
// screens, where the button is hidden) never load it.

export function startMobileMenu(): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-mobile-menu]");
  const opener = document.querySelector<HTMLButtonElement>("[data-mobile-menu-open]");
  if (!dialog || !opener) return;
  opener.addEventListener("click", () => void import("./mobile-menu-dialog.ts").then(({ openMobileMenu }) => openMobileMenu(dialog)));
}

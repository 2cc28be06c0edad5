// Buttons that open a modal (button-block.tsx): the link to the dialog's content opens it as a
// native modal <dialog> instead, which keeps focus inside, closes on Escape and hands focus back
// to the button; a click on the backdrop (outside the dialog's box) closes it too. Its height is
// CSS's (content-blocks.css: 90 % of the window at most above 414 px wide, spec §9).

function openedFrom(link: HTMLAnchorElement, dialog: HTMLDialogElement): void {
  link.addEventListener("click", (event) => {
    event.preventDefault();
    dialog.showModal();
  });
  dialog.addEventListener("close", () => link.focus());
  dialog.addEventListener("click", (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
}

export function startModalButtons(): void {
  document.querySelectorAll<HTMLAnchorElement>("a[data-modal-open]").forEach((link) => {
    const dialog = document.getElementById(link.dataset.modalOpen ?? "");
    if (dialog instanceof HTMLDialogElement) openedFrom(link, dialog);
  });
}

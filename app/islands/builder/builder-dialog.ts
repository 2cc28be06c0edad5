import type { BuilderWords } from "./builder-words.ts";

// The builder's native modal <dialog> (spec §6): a heading naming the block, a close button, a
// region for the block's form and a message line. showModal() gives focus trapping, Escape and
// inertness of the page behind it.

export interface BuilderDialog {
  dialog: HTMLDialogElement;
  heading: HTMLHeadingElement;
  body: HTMLElement;
  message: HTMLElement;
  /** A polite live region outside the dialog, for "Block saved." once it has closed. */
  status: HTMLElement;
}

export function createBuilderDialog(words: BuilderWords): BuilderDialog {
  const dialog = document.createElement("dialog");
  dialog.className = "builder-dialog";
  dialog.setAttribute("aria-labelledby", "builder-dialog-title");
  const head = document.createElement("div");
  head.className = "builder-dialog__head";
  const heading = document.createElement("h2");
  heading.id = "builder-dialog-title";
  const close = document.createElement("button");
  close.type = "button";
  close.className = "button";
  close.textContent = words.close;
  close.addEventListener("click", () => dialog.close());
  head.append(heading, close);
  const message = document.createElement("p");
  message.className = "field-error builder-dialog__message";
  message.setAttribute("role", "alert");
  const body = document.createElement("div");
  body.className = "builder-dialog__body";
  dialog.append(head, message, body);
  const status = document.createElement("p");
  status.className = "visually-hidden";
  status.setAttribute("role", "status");
  document.body.append(dialog, status);
  return { dialog, heading, body, message, status };
}

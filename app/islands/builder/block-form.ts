// The block editor's form (app/components/content/page-edit-form.tsx), fetched from the page's
// editor and cut down to one block for the builder dialog. The other blocks' fields and the page's
// title stay in the form, hidden: the editor's save takes the whole page, so posting the form as it
// is saves this block and leaves the rest as they were.

/** The page's editor form in an HTML document (the editor's page, or its answer to a failed save), or null. */
export function editorFormIn(html: string): HTMLFormElement | null {
  const parsed = new DOMParser().parseFromString(html, "text/html");
  const form = parsed.querySelector<HTMLFormElement>("form.edit-page");
  return form === null ? null : document.importNode(form, true);
}

/** Shows only block `index`'s fields and the form's save button; returns false when the block is gone. */
export function showOnlyBlock(form: HTMLFormElement, index: number): boolean {
  const fieldset = form.querySelector(`#edit-block-${index}`);
  if (fieldset === null) return false;
  for (const child of form.children) {
    if (!(child instanceof HTMLElement) || child.matches("button[type=submit]:last-of-type") || child.tagName === "INPUT") continue;
    if (child.matches("ol.block-editor__list")) {
      for (const item of child.children) if (item instanceof HTMLElement) item.hidden = !item.contains(fieldset);
    } else child.hidden = true;
  }
  return true;
}

/** The first field the save refused, to move focus to. */
export function firstInvalidField(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>("[aria-invalid=true]");
}

import { editorFormIn, firstInvalidField, showOnlyBlock } from "./block-form.ts";
import { createBuilderDialog, type BuilderDialog } from "./builder-dialog.ts";
import type { BuilderWords } from "./builder-words.ts";

// "Edit with builder" in place (spec §6, decision 047): the block's form from the page's editor,
// in a modal dialog on the page. "Save" posts it to the editor's own save (same validation, CSRF
// token and permission checks); refused fields come back with their messages beside them, the
// typed values kept; a saved block is swapped for its new rendering, without reloading the page.

const SAVE_INTENT = "save";

export class BlockBuilder {
  private readonly view: BuilderDialog;
  private trigger: HTMLAnchorElement | null = null;
  private readonly words: BuilderWords;

  constructor(words: BuilderWords) {
    this.words = words;
    this.view = createBuilderDialog(words);
    this.view.dialog.addEventListener("close", () => {
      this.view.body.replaceChildren();
      this.trigger?.focus();
    });
  }

  async open(trigger: HTMLAnchorElement): Promise<void> {
    this.trigger = trigger;
    const index = Number(trigger.dataset.builderBlock);
    const { dialog, heading, body, message } = this.view;
    heading.textContent = this.words.title.replace("%s", trigger.dataset.builderTitle ?? "");
    message.textContent = "";
    this.view.status.textContent = "";
    body.replaceChildren();
    body.setAttribute("aria-busy", "true");
    if (!dialog.open) dialog.showModal();
    const editorUrl = trigger.href.split("#")[0] ?? trigger.href;
    try {
      const response = await fetch(editorUrl, { credentials: "same-origin", headers: { accept: "text/html" } });
      const form = response.ok ? editorFormIn(await response.text()) : null;
      if (form === null || !showOnlyBlock(form, index)) throw new Error(`The editor answered ${response.status} without the block's form`);
      this.show(form, index, editorUrl);
    } catch (error) {
      console.error(error);
      message.textContent = this.words.loadFailed;
    } finally {
      body.removeAttribute("aria-busy");
    }
  }

  private show(form: HTMLFormElement, index: number, editorUrl: string): void {
    form.action = editorUrl;
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.save(form, index, editorUrl);
    });
    this.view.body.replaceChildren(form);
    (firstInvalidField(form) ?? form.querySelector<HTMLElement>(`#edit-block-${index} input:not([type=hidden]), #edit-block-${index} textarea, #edit-block-${index} select`))?.focus();
  }

  private async save(form: HTMLFormElement, index: number, editorUrl: string): Promise<void> {
    const { message, body } = this.view;
    const data = new FormData(form);
    data.set("intent", SAVE_INTENT);
    message.textContent = "";
    body.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(editorUrl, { method: "POST", body: data, credentials: "same-origin" });
      const html = await response.text();
      if (response.status === 422) {
        const refused = editorFormIn(html);
        if (refused === null || !showOnlyBlock(refused, index)) throw new Error("The refusal came without the block's form");
        this.show(refused, index, editorUrl);
        // A refusal outside this block (the page's title, the page's block count) has no field here to show it.
        const invalid = firstInvalidField(refused);
        if (invalid === null || invalid.closest("[hidden]") !== null) message.textContent = this.words.saveFailed;
        return;
      }
      // A save redirects to the page: its HTML holds the block as it now renders.
      if (!response.ok || !response.redirected) throw new Error(`The save answered ${response.status}`);
      this.replaceBlock(html, index);
    } catch (error) {
      console.error(error);
      message.textContent = this.words.saveFailed;
    } finally {
      body.removeAttribute("aria-busy");
    }
  }

  private replaceBlock(pageHtml: string, index: number): void {
    const fresh = new DOMParser().parseFromString(pageHtml, "text/html").getElementById(`block-${index}`);
    const current = document.getElementById(`block-${index}`);
    if (fresh === null || current === null) {
      // The page changed shape (a block removed elsewhere): the whole page is the safe answer.
      window.location.reload();
      return;
    }
    const replacement = document.importNode(fresh, true);
    current.replaceWith(replacement);
    this.trigger = replacement.querySelector<HTMLAnchorElement>("a[data-builder-block]");
    this.view.dialog.close();
    this.view.status.textContent = this.words.saved;
  }
}

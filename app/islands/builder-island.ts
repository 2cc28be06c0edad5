// The builder script (spec §6, decision 047): editors' private pages only, never the cached
// anonymous HTML. A click on a block's "Edit with builder" link opens that block's form in a
// dialog instead of the page's editor; without JavaScript the link still leads there.

import { BlockBuilder } from "./builder/edit-block-in-place.ts";
import { BUILDER_WORDS_ID, type BuilderWords } from "./builder/builder-words.ts";
import { readPageData } from "./read-page-data.ts";

const TRIGGER = "a[data-builder-block]";

if (document.querySelector(TRIGGER) !== null) {
  let builder: BlockBuilder | null = null;
  document.addEventListener("click", (event) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const trigger = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(TRIGGER) : null;
    if (!trigger) return;
    event.preventDefault();
    builder ??= new BlockBuilder(readPageData<BuilderWords>(BUILDER_WORDS_ID));
    void builder.open(trigger);
  });
}

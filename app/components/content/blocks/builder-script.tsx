import { contentMessages, contentText } from "../../../i18n/content-messages.en.ts";
import { BUILDER_WORDS_ID, type BuilderWords } from "../../../islands/builder/builder-words.ts";
import { PageDataScript } from "../../ui/page-data-script.tsx";

// What an editor's page adds for the builder dialog (decision 047): its words and its script.
// Only in editors' private HTML (BlockList with builder links), never in the cached shared page.

function builderWords(): BuilderWords {
  return {
    title: contentMessages["builder.dialogTitle"],
    close: contentText("builder.close"),
    loadFailed: contentText("builder.loadFailed"),
    saveFailed: contentText("builder.saveFailed"),
    saved: contentText("builder.saved"),
  };
}

export function BuilderScript({ src }: { src: string }) {
  return (
    <>
      <PageDataScript id={BUILDER_WORDS_ID} data={builderWords()} />
      {src !== "" && <script type="module" src={src} />}
    </>
  );
}

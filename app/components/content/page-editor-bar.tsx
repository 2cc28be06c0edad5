import { contentText } from "../../i18n/content-messages.en.ts";
import { t } from "../../i18n/t.ts";

// What an editor sees above a page (spec §6): the "Page updated." notice after a save and the
// "Edit in backend" link to the page's block editor. Only in the editor's private HTML.

export interface PageEditorView {
  editHref: string;
  updated: boolean;
}

export function PageEditorNotice({ editor }: { editor: PageEditorView | null }) {
  if (editor === null || !editor.updated) return null;
  return (
    <div className="woocommerce-notices-wrapper">
      <p className="woocommerce-message" role="status">
        {t("page.updated")}
      </p>
    </div>
  );
}

export function PageEditorLink({ editor }: { editor: PageEditorView | null }) {
  if (editor === null) return null;
  return (
    <p className="content-page__edit">
      <a className="post-edit-link" href={editor.editHref}>
        {contentText("content.editInBackend")}
      </a>
    </p>
  );
}

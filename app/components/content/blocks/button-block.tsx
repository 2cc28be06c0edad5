import type { ButtonBlock } from "../../../../server/content/blocks.ts";
import { contentText } from "../../../i18n/content-messages.en.ts";
import { Icon } from "../../ui/icons.tsx";

// A button-styled link: to a page, to a section of this one by #anchor, or to its own modal.
// The modal is a native <dialog> the blocks script opens (app/islands/blocks/modal-buttons.ts:
// focus kept inside, Escape, backdrop click, focus back to the button). Without a script the
// dialog's content shows in the page (the no-js class) and the button links to it by its id.

export function ButtonBlockView({ block, index }: { block: ButtonBlock; index: number }) {
  const modal = block.modalHtml.trim() !== "";
  const modalId = `block-${index}-modal`;
  return (
    <>
      <p className="block-button">
        <a className="button" href={modal ? `#${modalId}` : block.href} {...(modal ? { "data-modal-open": modalId, "aria-haspopup": "dialog" as const } : {})}>
          {block.label}
        </a>
      </p>
      {modal && (
        <dialog id={modalId} className="block-modal" aria-labelledby={`${modalId}-title`}>
          <form method="dialog" className="block-modal__close-form">
            <button type="submit" className="block-modal__close" aria-label={contentText("content.modalClose")}>
              <Icon name="close" />
            </button>
          </form>
          <h2 id={`${modalId}-title`}>{block.label}</h2>
          <div className="entry-content" dangerouslySetInnerHTML={{ __html: block.modalHtml }} />
        </dialog>
      )}
    </>
  );
}

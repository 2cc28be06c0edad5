import { BLOCK_TYPES } from "../../../server/content/blocks.ts";
import type { BlockErrorCode, BlockFieldError } from "../../../server/content/blocks.ts";
import { contentText } from "../../i18n/content-messages.en.ts";
import { t } from "../../i18n/t.ts";
import { BlockFieldset } from "./block-editor/block-fieldset.tsx";
import { ADD_TYPE_FIELD, BLOCK_COUNT_FIELD, INTENT_FIELD, type DraftBlock } from "./block-editor/block-form-data.ts";

// The page's editor (spec §6's "Edit in backend" link leads here): its title and its blocks, each
// block's fields in a fieldset with buttons to move or remove it, and a block type to add. Posted
// to /my-account/edit-page/<slug> without JavaScript; a failed save shows each message beside the
// field it concerns, tied to it with aria-describedby.

export interface PageEditFormProps {
  csrfToken: string;
  title: string;
  blocks: readonly DraftBlock[];
  titleError: boolean;
  blockErrors: readonly BlockFieldError[];
}

function errorsOfBlock(errors: readonly BlockFieldError[], index: number): Map<string, BlockErrorCode> {
  const map = new Map<string, BlockErrorCode>();
  // The first failure of a field is the one worth reading.
  for (const error of errors) if (error.index === index && !map.has(error.field)) map.set(error.field, error.code);
  return map;
}

export function PageEditForm({ csrfToken, title, blocks, titleError, blockErrors }: PageEditFormProps) {
  const pageError = blockErrors.find((error) => error.index === null);
  return (
    <form method="post" className="edit-page account-form block-editor" noValidate>
      <input type="hidden" name="csrf_token" value={csrfToken} />
      {/* Enter in a text field presses a form's first submit button: let that be "Update", not "Move up". */}
      <button type="submit" name={INTENT_FIELD} value="save" hidden tabIndex={-1}>
        {t("page.update")}
      </button>
      <p className="form-row">
        <label htmlFor="page_title">
          {t("page.title")}
          <span className="required" aria-hidden="true">
            {" "}
            *
          </span>
        </label>
        <input id="page_title" name="title" type="text" className="input-text" required maxLength={200} autoComplete="off" defaultValue={title} aria-describedby="page_title-error" {...(titleError ? { "aria-invalid": true } : {})} />
        <span id="page_title-error" className="field-error">
          {titleError ? t("page.titleInvalid") : null}
        </span>
      </p>
      <h2>{contentText("content.blocks")}</h2>
      <input type="hidden" name={BLOCK_COUNT_FIELD} value={blocks.length} />
      {pageError !== undefined && <p className="field-error">{contentText(`content.error.${pageError.code}`)}</p>}
      {blocks.length === 0 ? (
        <p>{contentText("content.noBlocks")}</p>
      ) : (
        <ol className="block-editor__list">
          {blocks.map((block, index) => (
            <li key={index}>
              <BlockFieldset block={block} index={index} count={blocks.length} errors={errorsOfBlock(blockErrors, index)} />
            </li>
          ))}
        </ol>
      )}
      <fieldset className="block-editor__add">
        <legend>{contentText("content.addBlock")}</legend>
        <p className="form-row">
          <label htmlFor="add_type">{contentText("content.addType")}</label>
          <select id="add_type" name={ADD_TYPE_FIELD}>
            {BLOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {contentText(`content.type.${type}`)}
              </option>
            ))}
          </select>{" "}
          <button type="submit" className="button" name={INTENT_FIELD} value="add">
            {contentText("content.add")}
          </button>
        </p>
      </fieldset>
      <button type="submit" className="button account-form__submit" name={INTENT_FIELD} value="save">
        {t("page.update")}
      </button>
    </form>
  );
}

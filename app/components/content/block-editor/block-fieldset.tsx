import type { BlockErrorCode } from "../../../../server/content/blocks.ts";
import { isKnownBlockType } from "../../../../server/content/blocks.ts";
import { contentText } from "../../../i18n/content-messages.en.ts";
import { blockFormId } from "../page-edit-paths.ts";
import { BlockField } from "./block-field.tsx";
import { BLOCK_FIELDS } from "./block-fields.ts";
import { blockFieldName, INTENT_FIELD, itemFieldName, type DraftBlock } from "./block-form-data.ts";

// One block in the editor's form: its fields (and its list's items, with one spare row to add an
// item), and buttons to move it up or down or remove it. A block of an unknown type shows
// "Template not found"; its data rides along hidden, so saving keeps it until it is removed.

export interface BlockFieldsetProps {
  block: DraftBlock;
  index: number;
  count: number;
  /** Error codes by field ("heading", "items.1.title"; "" for the block itself). */
  errors: ReadonlyMap<string, BlockErrorCode>;
}

function errorText(errors: ReadonlyMap<string, BlockErrorCode>, field: string): string | null {
  const code = errors.get(field);
  return code === undefined ? null : contentText(`content.error.${code}`);
}

function fieldId(index: number, field: string): string {
  return `block-${index}-${field.replaceAll(".", "-")}`;
}

function ItemsFields({ block, index, errors }: { block: DraftBlock; index: number; errors: BlockFieldsetProps["errors"] }) {
  const type = block.type;
  if (!isKnownBlockType(type)) return null;
  const specs = BLOCK_FIELDS[type].items;
  if (specs === undefined) return null;
  const items = Array.isArray(block.items) ? (block.items as unknown[]) : [];
  const rows = [...items, {}];
  const hintId = fieldId(index, "items-hint");
  const listError = errorText(errors, "items");
  return (
    <div className="block-editor__items">
      <p id={hintId} className="edit-page__hint">
        {contentText("content.itemsHint")}{" "}
        <span className="field-error" role={listError === null ? undefined : "alert"}>
          {listError}
        </span>
      </p>
      {rows.map((item, itemIndex) => {
        const values = typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
        return (
          <fieldset key={itemIndex} className="block-editor__item" aria-describedby={hintId}>
            <legend>{contentText("content.item", itemIndex + 1)}</legend>
            {specs.map((spec) => {
              const field = `items.${itemIndex}.${spec.name}`;
              return <BlockField key={spec.name} spec={spec} name={itemFieldName(index, itemIndex, spec.name)} id={fieldId(index, field)} value={values[spec.name]} error={errorText(errors, field)} />;
            })}
          </fieldset>
        );
      })}
    </div>
  );
}

export function BlockFieldset({ block, index, count, errors }: BlockFieldsetProps) {
  const known = isKnownBlockType(block.type) ? block.type : null;
  const typeName = known === null ? contentText("content.templateNotFound") : contentText(`content.type.${known}`);
  return (
    <fieldset id={blockFormId(index)} className="block-editor__block">
      <legend>{contentText("content.blockLegend", index + 1, typeName)}</legend>
      <input type="hidden" name={blockFieldName(index, "type")} value={known ?? "unknown"} />
      {known === null ? (
        <>
          <p className="block-editor__unknown">{contentText("content.unknownBlock")}</p>
          <input type="hidden" name={blockFieldName(index, "data")} value={JSON.stringify(block.data ?? null)} />
        </>
      ) : (
        <>
          {BLOCK_FIELDS[known].fields.map((spec) => (
            <BlockField key={spec.name} spec={spec} name={blockFieldName(index, spec.name)} id={fieldId(index, spec.name)} value={block[spec.name]} error={errorText(errors, spec.name)} />
          ))}
          <ItemsFields block={block} index={index} errors={errors} />
        </>
      )}
      <p className="block-editor__actions">
        <button type="submit" className="button" name={INTENT_FIELD} value={`up:${index}`} disabled={index === 0}>
          {contentText("content.moveUp")}
        </button>{" "}
        <button type="submit" className="button" name={INTENT_FIELD} value={`down:${index}`} disabled={index === count - 1}>
          {contentText("content.moveDown")}
        </button>{" "}
        <button type="submit" className="button" name={INTENT_FIELD} value={`remove:${index}`}>
          {contentText("content.remove")}
        </button>
      </p>
    </fieldset>
  );
}

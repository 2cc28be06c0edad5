import { productTableText } from "../../i18n/product-table-messages.en.ts";
import type { MultiAddAnswerLineView } from "./load-multi-add-answer.server.ts";
import type { MultiAddFormCode } from "./multi-add-form.server.ts";

// "Add Selected To Cart" (issue 11): a form the rows' checkboxes belong to (their form attribute),
// so without JavaScript it posts the ticked rows' ids to the table's own URL. With JavaScript the
// script (app/islands/product-table/multi-add.ts) turns it into the sticky bar: "Select all", the
// "Add N items to cart – <total>" summary, one request to the JSON API, the per-line answer here.

export const MULTI_ADD_FORM_ID = "product-table-multi-add";
/** The field each ticked row's checkbox sends: its product id. */
export const MULTI_ADD_FIELD = "add";

export interface MultiAddView {
  /** The answer of a no-JS multi-add this visitor just sent (shown once). */
  answer: MultiAddAnswerLineView[];
  /** The form could not be read (a 400). */
  error: MultiAddFormCode | null;
}

export const NO_MULTI_ADD_ANSWER: MultiAddView = { answer: [], error: null };

function errorText(code: MultiAddFormCode): string {
  return productTableText(code === "multi_add_none_selected" ? "productTable.multiAddNoneSelected" : "productTable.multiAddInvalid");
}

export function MultiAddAnswerList({ lines }: { lines: readonly MultiAddAnswerLineView[] }) {
  return (
    // Focusable: a long answer scrolls inside the bar, and a keyboard must be able to scroll it
    // (axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <ul className="product-table__multi-add-lines" aria-label={productTableText("productTable.multiAddAnswer")} tabIndex={0}>
      {lines.map((line, index) => (
        <li key={`${line.productId}-${index}`} className={line.added ? "is-added" : "is-refused"} data-product-id={line.productId}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}

export function MultiAddBar({ action, view }: { action: string; view: MultiAddView }) {
  return (
    <section className="product-table__multi-add" aria-label={productTableText("productTable.multiAddBar")} data-multi-add>
      {view.error !== null && (
        <p className="woocommerce-error" role="alert">
          {errorText(view.error)}
        </p>
      )}
      <div className="product-table__multi-add-answer" role="status" data-multi-add-answer>
        {view.answer.length > 0 && <MultiAddAnswerList lines={view.answer} />}
      </div>
      <form id={MULTI_ADD_FORM_ID} className="product-table__multi-add-form" method="post" action={action}>
        <label className="product-table__select-all">
          <input type="checkbox" data-select-all /> {productTableText("productTable.selectAll")}
        </label>
        <p className="product-table__multi-add-summary" aria-live="polite" data-multi-add-summary />
        <button type="submit" className="button alt" data-multi-add-submit>
          {productTableText("productTable.addSelected")}
        </button>
      </form>
    </section>
  );
}

import { MAX_MULTI_ADD_LINES } from "../../../server/cart/add-items-json.ts";
import { MULTI_ADD_FIELD } from "./multi-add-bar.tsx";

// What the product table's no-JS "Add Selected To Cart" form posts: one `add` field per ticked row
// (the row's checkbox, tied to the form by its form attribute), holding the product id. Pure, so the
// rules are unit-tested; anything else than 1–100 plain positive ids is refused with a stable code.

/** The largest id a product can have (a 32-bit integer key on both databases). */
const MAX_PRODUCT_ID = 2_147_483_647;

export type MultiAddFormCode = "multi_add_none_selected" | "invalid_request";
export type MultiAddFormRead = { ok: true; productIds: number[] } | { ok: false; code: MultiAddFormCode };

function productId(value: FormDataEntryValue): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_PRODUCT_ID ? id : null;
}

export function readMultiAddForm(form: FormData): MultiAddFormRead {
  const values = form.getAll(MULTI_ADD_FIELD);
  if (values.length === 0) return { ok: false, code: "multi_add_none_selected" };
  if (values.length > MAX_MULTI_ADD_LINES) return { ok: false, code: "invalid_request" };
  const ids: number[] = [];
  for (const value of values) {
    const id = productId(value);
    if (id === null) return { ok: false, code: "invalid_request" };
    // A row ticked twice (a hand-made post) is still one line.
    if (!ids.includes(id)) ids.push(id);
  }
  return { ok: true, productIds: ids };
}

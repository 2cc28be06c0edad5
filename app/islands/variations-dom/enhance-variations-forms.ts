import { parseRowVariationsPayload, PRODUCT_VARIATIONS_ATTRIBUTE } from "../../components/product-table/row-variations/row-variations-payload.ts";
import { enhanceVariationsForm } from "./enhance-variations-form.ts";
import { rowVariationsWords } from "./read-row-variations-words.ts";

const ENHANCED = "variationsEnhanced";

/** Enhances every server-rendered variations form under `root` once (a table's rows, a quick view's content). */
export function enhanceVariationsForms(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form.variations_form[${PRODUCT_VARIATIONS_ATTRIBUTE}]`)) {
    if (form.dataset[ENHANCED] !== undefined) continue;
    const payload = parseRowVariationsPayload(form.getAttribute(PRODUCT_VARIATIONS_ATTRIBUTE));
    // Without usable data the form stays as the server sent it: the cart matches the attributes.
    if (payload === null) continue;
    form.dataset[ENHANCED] = "";
    enhanceVariationsForm(form, payload, rowVariationsWords());
  }
}

import type { VariationForm } from "../../../../server/catalog/load-variation-forms.ts";
import { rowVariationsPayload } from "./row-variations-payload.server.tsx";
import type { RowVariationsView } from "./row-variations-view.ts";

export function rowVariationsView(form: VariationForm, currency: string, locale: string): RowVariationsView {
  return { attributes: form.attributes, payloadJson: JSON.stringify(rowVariationsPayload(form, currency, locale)) };
}

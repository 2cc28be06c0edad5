import type { ProductAttribute } from "../../../../server/catalog/catalog.ts";

/** What renders a variable product's form in a row or the quick view: its attributes and its payload as JSON. */
export interface RowVariationsView {
  attributes: ProductAttribute[];
  payloadJson: string;
}

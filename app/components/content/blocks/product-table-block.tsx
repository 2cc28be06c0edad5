import type { ProductTableBlock } from "../../../../server/content/blocks.ts";
import { ProductTable } from "../../product-table/product-table.tsx";
import type { ProductTableData } from "../../product-table/load-product-table.server.ts";

// Issue 11's product table inside a page: its filters, sort and pages live in the page's own URL
// (basePath is the page's path), so it works without a script as it does at /product-table.
// A page holds one table: two would share those query parameters.

export function ProductTableBlockView({ block, table, index }: { block: ProductTableBlock; table: ProductTableData | null; index: number }) {
  if (table === null) return null;
  const headingId = `block-${index}-heading`;
  return (
    <section className="block-product-table" aria-labelledby={block.heading === "" ? undefined : headingId}>
      {block.heading !== "" && <h2 id={headingId}>{block.heading}</h2>}
      <ProductTable {...table} />
    </section>
  );
}

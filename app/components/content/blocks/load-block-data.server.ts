import type { ProductSummary, ShownPrice } from "../../../../server/catalog/catalog.ts";
import { listProducts } from "../../../../server/catalog/list-products.ts";
import type { Block, ProductsBlock } from "../../../../server/content/blocks.ts";
import { getShopPriceDisplay } from "../../../../server/tax/get-shop-price-display.ts";
import type { Services } from "../../../context.ts";
import { loadProductTable, type ProductTableData } from "../../product-table/load-product-table.server.ts";

// What a page's blocks show besides their own fields: the products of product grids and sliders
// (through the catalogue's listing use case) and the product table's page.

export interface BlockData {
  /** Products per block, by the block's place in the page. */
  products: Record<number, ProductSummary[]>;
  /** The page's product table (its first productTable block), null without one. */
  table: ProductTableData | null;
  tableIndex: number | null;
  /** The blocks' script (app/islands/blocks-island.ts); "" for a page without blocks. */
  script: string;
  /** Cover the page with the loader until the script removes it (PAGE_LOADER). */
  pageLoader: boolean;
  /** The builder dialog's script (app/islands/builder-island.ts): BlockList adds it for editors only. */
  builderScript: string;
}

async function productsFor(services: Services, block: ProductsBlock, now: Date, shown: ShownPrice): Promise<ProductSummary[]> {
  const base = { orderBy: "date" as const, page: 1, perPage: block.count };
  const input = block.source === "featured" ? { ...base, featured: true } : block.source === "category" ? { ...base, category: block.category } : base;
  return (await listProducts(services.db, input, now, shown)).products;
}

/** `pagePath` is where the page lives: the product table's links and forms lead back to it. */
export async function loadBlockData(services: Services, request: Request, blocks: readonly Block[], pagePath: string): Promise<BlockData> {
  const now = new Date();
  const products: Record<number, ProductSummary[]> = {};
  if (blocks.some((block) => block.type === "products")) {
    const shown = await getShopPriceDisplay(services.db);
    await Promise.all(
      blocks.map(async (block, index) => {
        if (block.type === "products") products[index] = await productsFor(services, block, now, shown);
      }),
    );
  }
  const tableIndex = blocks.findIndex((block) => block.type === "productTable");
  const table = tableIndex === -1 ? null : await loadProductTable(services, request, pagePath);
  return {
    products,
    table,
    tableIndex: tableIndex === -1 ? null : tableIndex,
    script: blocks.length === 0 ? "" : services.islands.blocks,
    pageLoader: blocks.length > 0 && services.config.pageLoader,
    builderScript: services.islands.builder,
  };
}

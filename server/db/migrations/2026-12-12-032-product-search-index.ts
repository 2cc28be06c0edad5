import { sql, type Kysely } from "kysely";

// Frozen in time: never import application code here.
// A search index for SQLite (issue 13, decision 051). The shop's search matches each word as a
// case-insensitive substring of a product's name, SKU, short description, description or a
// variation's SKU; with LIKE '%word%' SQLite read every product for that. An FTS5 table with the
// trigram tokenizer finds the same substrings through an index (a quoted phrase of 3+ characters).
// - Contentless (content=''): the index keeps no copy of the text, which products and variations
//   already hold; a search only asks which rows match, never for the text.
//   contentless_delete=1 deletes a row by its rowid alone, so no trigger has to restate the old
//   text exactly (an external-content table needs that, or its index silently goes wrong).
// - One row per product, rowid = products.id, its variation SKUs joined in one column.
// - Triggers keep it in step with every write, whichever code makes it. They fire only when a
//   searched column really changes: a product save rewrites every column.
// PostgreSQL has its trigram indexes (migration 005) and gets nothing here.

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter";
}

/** Inserts the index rows of the products that `where` (a condition on `p`) picks. */
function indexProducts(where: string): string {
  return `insert into product_search (rowid, name, sku, short_description, description, variation_skus)
    select p.id, p.name, p.sku, p.short_description, p.description,
      (select group_concat(v.sku, ' ') from variations v where v.product_id = p.id)
    from products p where ${where};`;
}

/** Rewrites the index row of the product whose id is `id` (the trigger's old or new row), if `when`. */
function reindexProduct(id: string, when = "1"): string {
  return `delete from product_search where rowid = ${id} and ${when};
    ${indexProducts(`p.id = ${id} and ${when}`)}`;
}

const TRIGGERS: Record<string, string> = {
  products_search_insert: `after insert on products begin ${indexProducts("p.id = new.id")} end`,
  products_search_update: `after update of id, name, sku, short_description, description on products
    when old.id is not new.id or old.name is not new.name or old.sku is not new.sku
      or old.short_description is not new.short_description or old.description is not new.description
    begin
      delete from product_search where rowid = old.id;
      ${indexProducts("p.id = new.id")}
    end`,
  products_search_delete: `after delete on products begin delete from product_search where rowid = old.id; end`,
  // A variation's SKU is part of its product's row. A product's delete cascades to its variations
  // after the product row is gone, so their re-index finds no product and writes nothing.
  variations_search_insert: `after insert on variations when new.sku is not null begin ${reindexProduct("new.product_id")} end`,
  variations_search_update: `after update of sku, product_id on variations
    when old.sku is not new.sku or old.product_id is not new.product_id
    begin
      ${reindexProduct("new.product_id")}
      ${reindexProduct("old.product_id", "old.product_id is not new.product_id")}
    end`,
  variations_search_delete: `after delete on variations when old.sku is not null begin ${reindexProduct("old.product_id")} end`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`
    create virtual table product_search using fts5(
      name, sku, short_description, description, variation_skus,
      tokenize = 'trigram', content = '', contentless_delete = 1
    )`.execute(db);
  await sql.raw(indexProducts("1")).execute(db);
  for (const [name, body] of Object.entries(TRIGGERS)) await sql.raw(`create trigger ${name} ${body}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const name of Object.keys(TRIGGERS)) await sql.raw(`drop trigger if exists ${name}`).execute(db);
  await sql`drop table if exists product_search`.execute(db);
}

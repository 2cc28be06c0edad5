import type { Kysely } from "kysely";

// Frozen in time: this file must never import application code. The orders module's mail outbox
// (docs/decisions/022): a row is written in the same transaction as the status change that calls
// for the mail, so a rolled-back change leaves none and a committed one cannot lose it. The
// primary key (order_id, kind) keeps each mail of an order to one row, however often the change
// is replayed. Times are ISO text like every other table (docs/decisions/001).

export async function up(db: Kysely<unknown>): Promise<void> {
  // kind: which mail (WooCommerce's email ids, e.g. customer_processing_order).
  // status: pending until sent; then sent, skipped (nobody to send it to, or the order is gone)
  // or failed (given up after its attempts). due_at: when it may next be tried (a failed attempt
  // moves it later). lease_expires_at: a sender has claimed it until then; if that sender dies,
  // another takes it over after the lease. last_error: the last attempt's failure, for operators.
  await db.schema
    .createTable("order_mail_outbox")
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("lease_expires_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .addPrimaryKeyConstraint("order_mail_outbox_pk", ["order_id", "kind"])
    .execute();
  // Senders look for pending mails that are due, oldest first.
  await db.schema.createIndex("order_mail_outbox_due").on("order_mail_outbox").columns(["status", "due_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_mail_outbox").execute();
}

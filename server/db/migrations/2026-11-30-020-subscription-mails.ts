import type { Kysely } from "kysely";

// Frozen in time: this file must never import application code. Subscription mails (issue 10,
// docs/decisions/031): the subscriptions module's own outbox, written in the transaction of the
// change that calls for a mail and sent after it commits, as the order mails are (migration 016);
// and the subscriptions module's settings (the renewal reminder, off until a merchant sets it).

export async function up(db: Kysely<unknown>): Promise<void> {
  // occasion: what makes a mail of this kind unique for its subscription: '' for a mail sent once
  // per subscription (new, cancelled, expired), the renewal order (and attempt) for a renewal's
  // mails, the period's date for a reminder. The key refuses a second row for the same occasion.
  // order_id: the renewal order the mail is about, if any (no foreign key: orders are another
  // module's). status: pending, sent, skipped or failed, with a lease as order_mail_outbox has.
  await db.schema
    .createTable("subscription_mail_outbox")
    .addColumn("subscription_id", "integer", (c) => c.notNull().references("subscriptions.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("occasion", "text", (c) => c.notNull())
    .addColumn("order_id", "integer")
    .addColumn("params", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("lease_expires_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .addPrimaryKeyConstraint("subscription_mail_outbox_pk", ["subscription_id", "kind", "occasion"])
    .execute();
  await db.schema.createIndex("subscription_mail_outbox_due").on("subscription_mail_outbox").columns(["status", "due_at"]).execute();

  // One row per setting, its value JSON text; a setting without a row has its default.
  await db.schema
    .createTable("subscription_settings")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("subscription_settings").execute();
  await db.schema.dropTable("subscription_mail_outbox").execute();
}

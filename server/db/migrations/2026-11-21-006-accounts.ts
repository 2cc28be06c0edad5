import type { Kysely, CreateTableBuilder } from "kysely";

// Frozen in time: this file must never import application code. Customer accounts, their database
// sessions, password-reset tokens, social identities, the OAuth sign-in handshakes and the shared
// rate-limit counters. Every bearer secret (session, reset, handshake) is stored as its sha256 only.

type Builder = CreateTableBuilder<string, never>;

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter";
}

function withId(db: Kysely<unknown>, table: Builder): Builder {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // email keeps the spelling the customer typed; email_key is its lower-cased form, unique, so
  // addresses match regardless of case. password_hash is null for an account made by social
  // sign-in that never set a password. billing and shipping are JSON objects.
  await withId(db, db.schema.createTable("customers"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull().unique())
    .addColumn("first_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("last_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("display_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("password_hash", "text")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("customer"))
    .addColumn("billing", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("shipping", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // remember: 1 when the cookie outlives the browser session.
  await withId(db, db.schema.createTable("sessions"))
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("remember", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_customer").on("sessions").column("customer_id").execute();
  await db.schema.createIndex("sessions_expires").on("sessions").column("expires_at").execute();

  await withId(db, db.schema.createTable("password_resets"))
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("password_resets_customer").on("password_resets").column("customer_id").execute();

  // One account per provider identity; an account may link several providers.
  await db.schema
    .createTable("social_identities")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("social_identities_pk", ["provider", "subject"])
    .execute();

  // A sign-in handshake in flight, found by the sha256 of the browser's handshake cookie. prefill
  // holds the provider's profile (JSON) when force-register sends the person to the register form.
  await db.schema
    .createTable("oauth_states")
    .addColumn("handle_hash", "text", (c) => c.primaryKey())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("code_verifier", "text", (c) => c.notNull())
    .addColumn("prefill", "text")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  // Fixed-window counters shared by every process. bucket_key is a sha256, so no address or
  // e-mail sits in this table.
  await db.schema
    .createTable("rate_limit_buckets")
    .addColumn("bucket_key", "text", (c) => c.primaryKey())
    .addColumn("window_started_at", "text", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["rate_limit_buckets", "oauth_states", "social_identities", "password_resets", "sessions", "customers"]) {
    await db.schema.dropTable(table).execute();
  }
}

import type { Kysely } from "kysely";

// Frozen in time: this file must never import application code. One row per run of a scheduled
// job in one slot of its schedule. The primary key (job, slot) is the claim: the first runner to
// insert the row runs the job, every other runner's insert does nothing, on SQLite and
// PostgreSQL alike. Times are ISO text like every other table (docs/decisions/001).

export async function up(db: Kysely<unknown>): Promise<void> {
  // slot: the start of the schedule's slot. lease_expires_at: after it, a run that never finished
  // (its runner died) may be claimed again by another runner, counted in attempts. outcome is
  // null while running, then "succeeded" or "failed"; detail holds the job's summary or error.
  await db.schema
    .createTable("job_runs")
    .addColumn("job", "text", (c) => c.notNull())
    .addColumn("slot", "text", (c) => c.notNull())
    .addColumn("claimed_by", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("lease_expires_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("finished_at", "text")
    .addColumn("outcome", "text")
    .addColumn("detail", "text")
    .addPrimaryKeyConstraint("job_runs_pk", ["job", "slot"])
    .execute();
  // Purging old runs reads by age across every job.
  await db.schema.createIndex("job_runs_started").on("job_runs").column("started_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_runs").execute();
}

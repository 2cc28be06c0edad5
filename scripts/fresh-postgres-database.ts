import { randomBytes } from "node:crypto";
import pg from "pg";

// An empty database for one run (the e2e web server on PostgreSQL), so it starts from nothing as
// the SQLite run starts from a new file. Dropped afterwards, so a long-lived server named by
// TEST_DATABASE_URL does not collect one database per run.

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function freshPostgresDatabase(serverUrl: string, prefix: string): Promise<FreshDatabase> {
  // The name is ours (prefix + hex), so quoting it is enough.
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`) };
}

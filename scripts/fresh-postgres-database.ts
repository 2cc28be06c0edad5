import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Creates an empty database on the server `serverUrl` points at and returns its URL, so a run
 * (the e2e web server on PostgreSQL) starts from nothing, as the SQLite run starts from a new file.
 */
export async function freshPostgresDatabase(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    // The name is ours (prefix + hex), so quoting it is enough.
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

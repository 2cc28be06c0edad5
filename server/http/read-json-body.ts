import type { Context } from "hono";

/** The request body as JSON, or undefined when it is missing or malformed (the schema then says why). */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

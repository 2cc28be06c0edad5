import type { z } from "zod";

// The one way the HTTP edge reads a request body, for every JSON API handler. Built on the Web
// Request, so a React Router action could use it as well. A body that is missing, malformed or
// not what the schema says becomes a typed failure, answered through the one status map.

export type BodyFailure = { code: "unsupported_media_type" | "invalid_request"; params?: { field: string; issue: string } };
export type BodyResult<T> = { ok: true; data: T } | { ok: false; failure: BodyFailure };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function contentType(request: Request): string {
  return (request.headers.get("content-type") ?? "").toLowerCase();
}

/** The text as JSON, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    return undefined;
  }
}

/** A JSON body (Content-Type application/json) checked against `schema`. */
export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<BodyResult<z.output<S>>> {
  if (!contentType(request).startsWith("application/json")) return { ok: false, failure: { code: "unsupported_media_type" } };
  const body = parseJson(await request.text());
  if (body === undefined) return { ok: false, failure: { code: "invalid_request" } };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const first = parsed.error.issues[0];
  return { ok: false, failure: { code: "invalid_request", ...(first ? { params: { field: first.path.join("."), issue: first.message } } : {}) } };
}

/**
 * Form fields or a JSON object, for the login popup (it posts serialized forms; scripts may post
 * JSON). Anything else reads as no fields, and the handler's schema says what is missing.
 */
export async function readFields(request: Request): Promise<Record<string, unknown>> {
  if (FORM_TYPES.some((type) => contentType(request).startsWith(type))) {
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  }
  const parsed = parseJson(await request.text());
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

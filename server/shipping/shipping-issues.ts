import type { z } from "zod";
import type { ShippingIssue } from "./shipping.ts";

/** zod's issues as path + message, for the typed failures of the shipping use cases. */
export function toShippingIssues(error: z.ZodError): ShippingIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

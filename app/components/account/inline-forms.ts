import type { AccountFormsProps, AccountPanel, FormNotice } from "./account-panels.ts";

// The inline login form's state as a loader hands it to the page, and how a failed no-JS post
// changes it (used by the route components, so it must not be server-only).

export type InlineForms = Omit<AccountFormsProps, "display" | "idPrefix">;

export interface PostFailure {
  panel: AccountPanel;
  notice: FormNotice;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  resetValid?: boolean;
}

/** The forms after a no-JS post that did not succeed: its panel, notice and typed values. */
/** The forms after a no-JS post that did not succeed: its panel, notice and typed values. */
export function withPostOutcome(forms: InlineForms, outcome: PostFailure | undefined): InlineForms {
  if (outcome === undefined) return forms;
  const panel = outcome.panel;
  const reset = panel === "reset-password" ? { key: outcome.values["key"] ?? "", id: outcome.values["id"] ?? "", valid: outcome.resetValid ?? true } : forms.reset;
  return { ...forms, activePanel: panel, notice: outcome.notice, values: outcome.values, fieldErrors: outcome.fieldErrors, reset };
}

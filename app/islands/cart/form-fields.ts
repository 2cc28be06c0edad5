/** A form's text fields as name/value pairs (files left out), with the submit button's when given. */
export function formFields(form: HTMLFormElement, submitter: HTMLElement | null = null): [string, string][] {
  return [...new FormData(form, submitter)].flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : []));
}

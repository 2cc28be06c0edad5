/**
 * A text field of a posted form, or "" when it is missing or is a file: a form that should carry
 * text never turns an upload into "[object File]".
 */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

// After the inline login the page reloads on /checkout (the account script follows the login's
// redirect). What the shopper had typed in the checkout form is kept for that one reload in this
// tab's sessionStorage and put back, over the account's saved addresses. Card fields have no name
// and are never kept; neither are a password, the form's keys and tokens.

const STORAGE_KEY = "shopwright.checkout.typed";
const NOT_KEPT = new Set(["csrf_token", "checkout_attempt", "payment_token", "account_password"]);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function fieldsOf(form: HTMLFormElement): Field[] {
  return [...form.elements].filter((e): e is Field => (e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement || e instanceof HTMLSelectElement) && e.name !== "" && !NOT_KEPT.has(e.name));
}

function typedValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fieldsOf(form)) {
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked) values[field.name] = field.value;
    } else if (field.value !== "") values[field.name] = field.value;
  }
  return values;
}

function putBack(form: HTMLFormElement, values: Readonly<Record<string, string>>): void {
  for (const field of fieldsOf(form)) {
    const value = values[field.name];
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (value !== undefined) field.checked = field.value === value;
    } else if (value !== undefined) field.value = value;
  }
}

function readKept(): Record<string, string> | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    const parsed: unknown = stored === null ? null : JSON.parse(stored);
    if (parsed === null || typeof parsed !== "object") return null;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    // Storage off (a private window's policy) or a broken entry: the form keeps the server's values.
    return null;
  }
}

/** Keeps the typed fields when the inline login is sent; returns whether fields were put back on this load. */
export function keepFieldsAcrossLogin(form: HTMLFormElement, login: HTMLElement | null): boolean {
  login?.addEventListener(
    "submit",
    () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(typedValues(form)));
      } catch {
        // Without storage the login still works; the form then shows the account's saved details.
      }
    },
    { capture: true },
  );
  const kept = readKept();
  if (kept === null) return false;
  putBack(form, kept);
  return true;
}

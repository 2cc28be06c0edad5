import type { PageEditField } from "../../../server/content/content.ts";
import { t } from "../../i18n/t.ts";

// The editor's form for one content page (spec §6's backend editor link leads here): title and
// HTML, posted to /my-account/edit-page/<slug> without JavaScript. A failed save shows its
// message beside the field it concerns, tied to it with aria-describedby.

export interface PageEditFormProps {
  csrfToken: string;
  values: { title: string; content: string };
  /** The field a failed save names. */
  errorField: PageEditField | null;
}

const ERROR_TEXT = { title: "page.titleInvalid", content: "page.contentInvalid" } as const;

function ErrorSlot({ id, field, errorField }: { id: string; field: PageEditField; errorField: PageEditField | null }) {
  return (
    <span id={id} className="field-error">
      {errorField === field ? t(ERROR_TEXT[field]) : null}
    </span>
  );
}

export function PageEditForm({ csrfToken, values, errorField }: PageEditFormProps) {
  const invalid = (field: PageEditField) => (errorField === field ? { "aria-invalid": true } : {});
  return (
    <form method="post" className="edit-page account-form" noValidate>
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <p className="form-row">
        <label htmlFor="page_title">
          {t("page.title")}
          <span className="required" aria-hidden="true">
            {" "}
            *
          </span>
        </label>
        <input id="page_title" name="title" type="text" className="input-text" required maxLength={200} autoComplete="off" defaultValue={values.title} aria-describedby="page_title-error" {...invalid("title")} />
        <ErrorSlot id="page_title-error" field="title" errorField={errorField} />
      </p>
      <p className="form-row">
        <label htmlFor="page_content">{t("page.content")}</label>
        <textarea id="page_content" name="content" className="input-text edit-page__content" rows={18} spellCheck={false} defaultValue={values.content} aria-describedby="page_content-hint page_content-error" {...invalid("content")} />
        <span id="page_content-hint" className="edit-page__hint">
          {t("page.contentHint")}
        </span>
        <ErrorSlot id="page_content-error" field="content" errorField={errorField} />
      </p>
      <button type="submit" className="button account-form__submit">
        {t("page.update")}
      </button>
    </form>
  );
}

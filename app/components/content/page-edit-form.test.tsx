import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { editPagePath, updatedPagePath } from "./page-edit-paths.ts";
import { PageEditForm } from "./page-edit-form.tsx";

// The editor's page form without JavaScript: labelled fields, the CSRF field, errors tied to fields.

describe("PageEditForm", () => {
  const values = { title: "About us", content: "<p>a & b</p>" };

  it("renders labelled fields with the page's values and the CSRF token", () => {
    const html = renderToStaticMarkup(<PageEditForm csrfToken="tok" values={values} errorField={null} />);
    expect(html).toContain('<input type="hidden" name="csrf_token" value="tok"/>');
    expect(html).toContain('<label for="page_title">Title');
    expect(html).toContain('<label for="page_content">Content (HTML)</label>');
    expect(html).toContain('value="About us"');
    expect(html).toContain("&lt;p&gt;a &amp; b&lt;/p&gt;</textarea>");
    expect(html).toContain('<button type="submit" class="button account-form__submit">Update</button>');
    expect(html).not.toContain("aria-invalid");
  });

  it("shows a failed field's message beside it and marks it invalid", () => {
    const html = renderToStaticMarkup(<PageEditForm csrfToken="tok" values={{ title: " ", content: "" }} errorField="title" />);
    expect(html).toMatch(/id="page_title"[^>]*aria-describedby="page_title-error"[^>]*aria-invalid="true"/);
    expect(html).toContain('<span id="page_title-error" class="field-error">Please enter a title of at most 200 characters.</span>');
    expect(html).toContain('<span id="page_content-error" class="field-error"></span>');
  });

  it("builds the edit and after-save addresses", () => {
    expect(editPagePath("about")).toBe("/my-account/edit-page/about");
    expect(updatedPagePath("about")).toBe("/about?updated=1");
  });
});

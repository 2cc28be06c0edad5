import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { editBlockPath, editPagePath, pagePath, updatedPagePath } from "./page-edit-paths.ts";
import { PageEditForm } from "./page-edit-form.tsx";

// The page's block editor without JavaScript: labelled fields per block, the CSRF field, the
// buttons that move, remove and add blocks, errors tied to their fields.

describe("PageEditForm", () => {
  const blocks = [
    { type: "richText", html: "<p>a & b</p>" },
    { type: "accordion", heading: "FAQ", items: [{ title: "Q1", body: "A1" }] },
    { type: "unknown", data: { type: "storeMap", pictures: ["/a.jpg"] } },
  ];

  it("renders the title, each block in a labelled fieldset with its values, and the CSRF token", () => {
    const html = renderToStaticMarkup(<PageEditForm csrfToken="tok" title="About us" blocks={blocks} titleError={false} blockErrors={[]} />);
    expect(html).toContain('<input type="hidden" name="csrf_token" value="tok"/>');
    expect(html).toContain('<label for="page_title">Title');
    expect(html).toContain('value="About us"');
    expect(html).toContain('<input type="hidden" name="block_count" value="3"/>');
    expect(html).toContain('<fieldset id="edit-block-0" class="block-editor__block"><legend>Block 1: Rich text</legend>');
    expect(html).toContain('<label for="block-0-html">Content (HTML)</label>');
    expect(html).toContain("&lt;p&gt;a &amp; b&lt;/p&gt;</textarea>");
    expect(html).toContain('<legend>Block 2: Accordion</legend>');
    expect(html).toContain('name="blocks.1.items.0.title"');
    // One spare row to add an item.
    expect(html).toContain('name="blocks.1.items.1.title"');
    expect(html).not.toContain('name="blocks.1.items.2.title"');
    expect(html).toContain("<legend>Block 3: Template not found</legend>");
    expect(html).toContain('name="blocks.2.data" value="{&quot;type&quot;:&quot;storeMap&quot;,&quot;pictures&quot;:[&quot;/a.jpg&quot;]}"');
    expect(html).not.toContain("aria-invalid");
  });

  it("offers moving up only below the first block and down only above the last", () => {
    const html = renderToStaticMarkup(<PageEditForm csrfToken="tok" title="t" blocks={blocks} titleError={false} blockErrors={[]} />);
    expect(html).toContain('<button type="submit" class="button" value="up:0" disabled="" name="intent">Move up</button>');
    expect(html).toContain('<button type="submit" class="button" value="down:0" name="intent">Move down</button>');
    expect(html).toContain('<button type="submit" class="button" value="down:2" disabled="" name="intent">Move down</button>');
    expect(html).toContain('<button type="submit" class="button" value="remove:1" name="intent">Remove</button>');
    expect(html).toContain('<button type="submit" class="button" value="add" name="intent">Add block</button>');
    // The first submit button, which Enter in a field presses, saves.
    expect(html.indexOf('value="save"')).toBeLessThan(html.indexOf('value="up:0"'));
  });

  it("shows each failed field's message beside it and marks it invalid", () => {
    const html = renderToStaticMarkup(
      <PageEditForm
        csrfToken="tok"
        title=" "
        blocks={blocks}
        titleError
        blockErrors={[
          { index: 1, field: "items.0.title", code: "required" },
          { index: 0, field: "html", code: "too_long" },
        ]}
      />,
    );
    expect(html).toMatch(/id="page_title"[^>]*aria-describedby="page_title-error"[^>]*aria-invalid="true"/);
    expect(html).toContain('<span id="page_title-error" class="field-error">Please enter a title of at most 200 characters.</span>');
    expect(html).toMatch(/id="block-1-items-0-title"[^>]*aria-describedby="block-1-items-0-title-error"[^>]*aria-invalid="true"/);
    expect(html).toContain('<span id="block-1-items-0-title-error" class="field-error">Please fill in this field.</span>');
    expect(html).toContain('<span id="block-0-html-error" class="field-error">This is too long.</span>');
    expect(html).toContain('<span id="block-1-heading-error" class="field-error"></span>');
  });

  it("builds the edit, builder and after-save addresses, the home page's at the root", () => {
    expect(editPagePath("about")).toBe("/my-account/edit-page/about");
    expect(editBlockPath("about", 2)).toBe("/my-account/edit-page/about#edit-block-2");
    expect(updatedPagePath("about")).toBe("/about?updated=1");
    expect(pagePath("home")).toBe("/");
    expect(updatedPagePath("home")).toBe("/?updated=1");
  });
});

import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize-rich-text.ts";

describe("rich text sanitising", () => {
  it("keeps an editor's headings, paragraphs, lists, links, pictures and tables", () => {
    const html = '<h2 id="care">Care</h2><p>Wash <strong>cold</strong>, <a href="/shop" title="Shop">shop</a> or <a href="mailto:hi@example.com">mail</a>.</p><ul><li>One</li></ul><img src="/media/a.jpg" alt="A" width="10" height="10" /><table><tr><th scope="col">Size</th></tr></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("drops scripts, styles, event handlers and javascript: links, keeping the text around them", () => {
    const html = '<p onclick="steal()">Hi<script>steal()</script><style>p{}</style> <a href="javascript:steal()">there</a><img src="x" onerror="steal()"></p><iframe src="https://evil.example"></iframe>';
    expect(sanitizeRichText(html)).toBe('<p>Hi <a>there</a><img src="x" /></p>');
  });

  it("makes a link that opens a new window unable to reach back to the page", () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">out</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
  });
});

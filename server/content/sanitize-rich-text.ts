import sanitizeHtml from "sanitize-html";

// Rich text is HTML an editor writes, shown to every shopper. Only an allow-list of tags and
// attributes survives: no script, no style, no event handler, no javascript: link, so a stolen
// editor account or a pasted snippet cannot run code in a shopper's browser (issue 12). Applied
// when a page is saved and again when it is read, so pages stored before the rule are cleaned too.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "figure", "figcaption", "picture", "source", "del", "ins", "mark", "sub", "sup"],
  allowedAttributes: {
    // data-tooltip: a term's explanation, shown as a tooltip by the blocks script (decision 046).
    a: ["href", "title", "target", "rel", "id", "data-tooltip"],
    abbr: ["title", "data-tooltip"],
    span: ["data-tooltip"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading"],
    source: ["srcset", "sizes", "type", "media"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed", "type"],
    "*": ["id", "class", "lang", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // A link that opens a new window must not hand that window this page (reverse tabnabbing).
  transformTags: {
    a: (tagName, attribs) => (attribs.target === "_blank" ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

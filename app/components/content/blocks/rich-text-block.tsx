import type { RichTextBlock } from "../../../../server/content/blocks.ts";

// Rich text as the shop's editors wrote it, after the allow-list of server/content/sanitize-rich-text.ts
// (applied whenever blocks are saved or read).

export function RichTextBlockView({ block }: { block: RichTextBlock }) {
  return <div className="entry-content block-rich-text" dangerouslySetInnerHTML={{ __html: block.html }} />;
}

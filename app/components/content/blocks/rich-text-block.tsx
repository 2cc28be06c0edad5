import type { RichTextBlock } from "../../../../server/content/blocks.ts";

// Rich text as the shop's editors wrote it. Trusted HTML for now: only editors and administrators
// can write it, and no sanitiser is installed yet (decision 040 names the one to add).

export function RichTextBlockView({ block }: { block: RichTextBlock }) {
  return <div className="entry-content block-rich-text" dangerouslySetInnerHTML={{ __html: block.html }} />;
}

import type { ButtonBlock } from "../../../../server/content/blocks.ts";

// A button-styled link (to a page, or to a section of this one by #anchor). Opening a custom
// modal (<dialog> and a small script) comes later.

export function ButtonBlockView({ block }: { block: ButtonBlock }) {
  return (
    <p className="block-button">
      <a className="button" href={block.href}>
        {block.label}
      </a>
    </p>
  );
}

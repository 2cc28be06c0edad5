import type { Block } from "../../../../server/content/blocks.ts";
import { contentText } from "../../../i18n/content-messages.en.ts";

// Bullets: a navigation of the page's anchored blocks (spec §2: "scroll-to links and bullets jump
// to sections by hash"). Plain links work without a script; the blocks script scrolls to each
// section over 500 ms and marks the section in view with aria-current
// (app/islands/blocks/scroll-to.ts, section-bullets.ts). Shown for two sections or more.

/** What a bullet says: the block's heading (or label), else its anchor. */
function sectionName(block: Block): string {
  if (block.type === "unknown") return "";
  const named =
    block.type === "button" ? block.label : block.type === "image" ? block.caption || block.alt : "heading" in block ? block.heading : "";
  return named === "" ? block.anchor : named;
}

export function SectionBullets({ blocks, shopName }: { blocks: readonly Block[]; shopName: string }) {
  const anchored = blocks.filter((block) => block.type !== "unknown" && block.anchor !== "");
  if (anchored.length < 2) return null;
  return (
    <nav className="block-bullets" aria-label={contentText("content.sections")} data-section-bullets="">
      <ol>
        {anchored.map((block) => {
          const anchor = block.type === "unknown" ? "" : block.anchor;
          // A hero's blank heading shows the shop's name.
          const name = block.type === "hero" && block.heading === "" ? shopName : sectionName(block);
          return (
            <li key={anchor}>
              <a href={`#${anchor}`}>
                <span className="block-bullets__name">{name}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

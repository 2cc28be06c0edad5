import { contentText } from "../../../i18n/content-messages.en.ts";
import type { TabsBlock } from "../../../../server/content/blocks.ts";

// Tabs without a script: a list of links to the panels, each panel a section titled at the page's
// second level (the block has no heading of its own), so every panel is readable and reachable by
// keyboard and screen reader. A script can turn them into a tab list later without changing this
// HTML's content.

export function TabsBlockView({ block, index }: { block: TabsBlock; index: number }) {
  const panelId = (itemIndex: number) => `block-${index}-tab-${itemIndex}`;
  return (
    <div className="block-tabs">
      {/* A list, not a nav: several tab blocks on a page would otherwise be landmarks of one name. */}
      <ul className="block-tabs__list" aria-label={contentText("content.tabs")}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <a href={`#${panelId(itemIndex)}`}>{item.title}</a>
          </li>
        ))}
      </ul>
      {block.items.map((item, itemIndex) => (
        <section key={itemIndex} id={panelId(itemIndex)} className="block-tabs__panel" aria-labelledby={`${panelId(itemIndex)}-title`}>
          <h2 id={`${panelId(itemIndex)}-title`}>{item.title}</h2>
          <p>{item.body}</p>
        </section>
      ))}
    </div>
  );
}

import { contentText } from "../../../i18n/content-messages.en.ts";
import type { TabsBlock } from "../../../../server/content/blocks.ts";

// Tabs without a script: a list of links to the panels, each panel a titled section, so every
// panel is readable and reachable by keyboard and screen reader. A script can turn them into a
// tab list later without changing this HTML's content.

export function TabsBlockView({ block, index }: { block: TabsBlock; index: number }) {
  const panelId = (itemIndex: number) => `block-${index}-tab-${itemIndex}`;
  return (
    <div className="block-tabs">
      <nav aria-label={contentText("content.tabs")}>
        <ul className="block-tabs__list">
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>
              <a href={`#${panelId(itemIndex)}`}>{item.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {block.items.map((item, itemIndex) => (
        <section key={itemIndex} id={panelId(itemIndex)} className="block-tabs__panel" aria-labelledby={`${panelId(itemIndex)}-title`}>
          <h3 id={`${panelId(itemIndex)}-title`}>{item.title}</h3>
          <p>{item.body}</p>
        </section>
      ))}
    </div>
  );
}

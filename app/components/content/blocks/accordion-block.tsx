import type { AccordionBlock } from "../../../../server/content/blocks.ts";

// An accordion of native <details>: sharing one `name` makes them exclusive (opening one closes
// the others) and clicking an open summary closes it, all without a script, by keyboard too.

export function AccordionBlockView({ block, index }: { block: AccordionBlock; index: number }) {
  const headingId = `block-${index}-heading`;
  return (
    <section className="block-accordion" aria-labelledby={block.heading === "" ? undefined : headingId}>
      {block.heading !== "" && <h2 id={headingId}>{block.heading}</h2>}
      {block.items.map((item, itemIndex) => (
        <details key={itemIndex} name={`accordion-${index}`} className="block-accordion__item">
          <summary>{item.title}</summary>
          <p>{item.body}</p>
        </details>
      ))}
    </section>
  );
}

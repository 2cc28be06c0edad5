import type { CountUpBlock } from "../../../../server/content/blocks.ts";

// Count-up numbers show their final value in the HTML: right without a script and for screen
// readers. The blocks script (app/islands/blocks/count-up.ts) counts from zero over 4 s once they
// come into view, in digits hidden from screen readers beside the final value.

export function CountUpBlockView({ block, index, locale }: { block: CountUpBlock; index: number; locale: string }) {
  const headingId = `block-${index}-heading`;
  const number = new Intl.NumberFormat(locale);
  return (
    <section className="block-count-up" aria-labelledby={block.heading === "" ? undefined : headingId}>
      {block.heading !== "" && <h2 id={headingId}>{block.heading}</h2>}
      <ul className="block-count-up__list" data-count-locale={locale}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <span className="block-count-up__number" data-count-to={item.value} data-count-suffix={item.suffix}>
              {number.format(item.value)}
              {item.suffix}
            </span>{" "}
            <span className="block-count-up__label">{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

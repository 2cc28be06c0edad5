import { format } from "./format.ts";
import { mediaContentMessages } from "./media-messages.en.ts";

// The words of content blocks and their editor (issue 12; DESIGN.md "Theme (contract)" for the
// editor links and spec §8 for "Template not found"). Kept out of `messages`: the product page's
// island bundles all of `messages` and sits at its size budget, and only server-rendered
// components show these (decision 014). Read them with contentText().

export const contentMessages = {
  "content.editInBackend": "Edit in backend",
  "content.editWithBuilder": "Edit with builder",
  "content.editWithBuilderOf": "Edit with builder: %s",
  "content.templateNotFound": "Template not found",
  "content.blocks": "Blocks",
  "content.noBlocks": "This page has no blocks yet.",
  "content.blockLegend": "Block %1$s: %2$s",
  "content.moveUp": "Move up",
  "content.moveDown": "Move down",
  "content.remove": "Remove",
  "content.addBlock": "Add a block",
  "content.addType": "Block type",
  "content.add": "Add block",
  "content.unknownBlock": "This block's type is not known to this shop, so it is not shown. It is kept as it is until you remove it.",
  "content.itemsHint": "Empty rows are left out; fill in the last row to add an item.",
  "content.item": "Item %s",
  "content.blocksInvalid": "Some blocks could not be saved: see the messages beside their fields.",
  "content.type.hero": "Hero banner",
  "content.type.richText": "Rich text",
  "content.type.products": "Products",
  "content.type.productTable": "Product table",
  "content.type.image": "Image",
  "content.type.accordion": "Accordion",
  "content.type.tabs": "Tabs",
  "content.type.countUp": "Count-up numbers",
  "content.type.button": "Button",
  "content.field.heading": "Heading",
  "content.field.headingHint": "A blank hero heading shows the shop's name.",
  "content.field.text": "Text",
  "content.field.buttonLabel": "Button text",
  "content.field.buttonHref": "Button link",
  "content.field.backgroundImage": "Background image address",
  "content.field.parallax": "Background stays put while the page scrolls (parallax)",
  "content.field.html": "Content (HTML)",
  "content.field.display": "Show as",
  "content.field.display.grid": "Grid",
  "content.field.display.slider": "Slider",
  "content.field.source": "Which products",
  "content.field.source.newest": "Newest",
  "content.field.source.featured": "Featured",
  "content.field.source.category": "From a category",
  "content.field.category": "Category slug",
  "content.field.count": "How many products",
  "content.field.src": "Image address",
  "content.field.alt": "Alternative text",
  "content.field.caption": "Caption",
  "content.field.title": "Title",
  "content.field.body": "Text",
  "content.field.value": "Number",
  "content.field.label": "Label",
  "content.field.suffix": "After the number",
  "content.field.href": "Link",
  "content.field.anchor": "Anchor",
  "content.field.anchorHint": "Optional: a name such as faq, so that links to #faq lead to this block. Lowercase letters, digits and dashes.",
  "content.error.required": "Please fill in this field.",
  "content.error.too_long": "This is too long.",
  "content.error.too_many": "There are too many: please remove some.",
  "content.error.unsafe_url": "Please enter an address starting with /, #, https:// or mailto:.",
  "content.error.invalid_anchor": "Please use lowercase letters, digits and dashes, starting with a letter (and not with block-).",
  "content.error.duplicate_anchor": "Another block on this page already has this anchor.",
  "content.error.invalid_number": "Please enter a whole number in the allowed range.",
  "content.error.invalid_choice": "Please choose one of the options.",
  "content.error.invalid": "This value is not valid.",
  "content.tabs": "Tabs",
  ...mediaContentMessages,
} as const;

export type ContentTextKey = keyof typeof contentMessages;

/** The words for `key`, placeholders filled as t() fills them. */
export function contentText(key: ContentTextKey, ...args: ReadonlyArray<string | number>): string {
  return format(contentMessages[key], ...args);
}

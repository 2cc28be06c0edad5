import type { Rule } from "eslint";

// Keeps shopper words out of JSX (decision 014): every word comes from the catalogue in app/i18n,
// so a second language is a new catalogue, not a hunt through components. A small local rule
// rather than react/jsx-no-literals, because it must also check the attributes that screen
// readers and browsers show as text, and nothing else (class names and ids are not words).

/** Attributes whose value a shopper reads or hears. */
export const TEXT_ATTRIBUTES = new Set(["aria-label", "aria-description", "aria-placeholder", "aria-roledescription", "aria-valuetext", "title", "placeholder", "alt", "label"]);

// A letter in any script: punctuation and symbols alone (" – ", "×", ":") are not words.
const LETTER = /\p{L}/u;

interface JsxNode {
  type: string;
  value?: unknown;
  expression?: JsxNode;
  quasis?: { value: { cooked?: string | null; raw: string } }[];
  consequent?: JsxNode;
  alternate?: JsxNode;
  left?: JsxNode;
  right?: JsxNode;
  name?: { type: string; name?: unknown };
  parent?: JsxNode;
}

function hasWords(text: string): boolean {
  return LETTER.test(text);
}

/** The literal text an expression would render, found through conditionals and `&&`/`||`. */
function literalTexts(node: JsxNode | undefined): string[] {
  if (node === undefined) return [];
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string" ? [node.value] : [];
    case "TemplateLiteral":
      return (node.quasis ?? []).map((quasi) => quasi.value.cooked ?? quasi.value.raw);
    case "ConditionalExpression":
      return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
    case "LogicalExpression":
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    default:
      return [];
  }
}

const rule: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "Disallow literal words in JSX text and in text-bearing attributes; use the catalogue (app/i18n)" },
    schema: [],
    messages: {
      text: "Literal text in JSX: take the words from the catalogue (app/i18n) with t().",
      attribute: "Literal text in the {{name}} attribute: take the words from the catalogue (app/i18n) with t().",
    },
  },
  create(context) {
    const report = (node: unknown, messageId: "text" | "attribute", name = ""): void => {
      context.report({ node: node as Rule.Node, messageId, data: { name } });
    };
    return {
      JSXText(node: unknown) {
        const text = (node as JsxNode).value;
        if (typeof text === "string" && hasWords(text)) report(node, "text");
      },
      JSXExpressionContainer(node: unknown) {
        const container = node as JsxNode;
        const parent = container.parent?.type;
        // Attribute values are checked below, by attribute name.
        if (parent !== "JSXElement" && parent !== "JSXFragment") return;
        if (literalTexts(container.expression).some(hasWords)) report(node, "text");
      },
      JSXAttribute(node: unknown) {
        const attribute = node as JsxNode;
        const name = attribute.name?.type === "JSXIdentifier" && typeof attribute.name.name === "string" ? attribute.name.name : "";
        if (!TEXT_ATTRIBUTES.has(name)) return;
        const value = attribute.value as JsxNode | null | undefined;
        if (value === null || value === undefined) return;
        const texts = value.type === "JSXExpressionContainer" ? literalTexts(value.expression) : literalTexts(value);
        if (texts.some(hasWords)) report(node, "attribute", name);
      },
    };
  },
};

export default rule;

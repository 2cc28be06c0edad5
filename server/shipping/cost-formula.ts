import { ZERO, add, compare, divide, fromMinor, multiply, parseDecimal, rational, subtract, toMinor, type Rational } from "./rational.ts";

// WooCommerce's flat-rate cost field (WC_Shipping_Flat_Rate::evaluate_cost): an arithmetic formula
// in the shop currency's major units, e.g. "5.00 + 1.50 * [qty]" or "[fee percent="10" min_fee="2"]".
// [qty] is the number of items, [cost] their cost, [fee] a percentage of [cost] clamped to
// min_fee/max_fee. Parsed by a small recursive-descent parser (never eval) into exact fractions.
// Like WooCommerce: "," is a decimal point, leading "+ * /" and trailing "+ - * /" are ignored, an
// empty formula is 0, and a fee attribute of 0 counts as unset. Unlike WooCommerce, a formula that
// does not parse is refused when it is saved instead of costing 0.

type Node =
  | { kind: "number"; value: Rational }
  | { kind: "qty" }
  | { kind: "cost" }
  | { kind: "fee"; percent: Rational | null; min: Rational | null; max: Rational | null }
  | { kind: "negate"; of: Node }
  | { kind: "binary"; op: "+" | "-" | "*" | "/"; left: Node; right: Node };

/** A parsed formula; null stands for the empty formula (0). */
export interface CostFormula {
  readonly root: Node | null;
}

export type ParseCostFormulaResult = { ok: true; formula: CostFormula } | { ok: false; code: "invalid_cost_formula"; at: number };

type Token = { at: number } & ({ kind: "op"; op: "+" | "-" | "*" | "/" | "(" | ")" } | { kind: "leaf"; node: Node });

class FormulaSyntaxError extends Error {
  readonly at: number;
  constructor(at: number) {
    super(`Cost formula syntax error at ${at}`);
    this.at = at;
  }
}

const FEE_ATTRIBUTE = /([a-z_]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/gy;
const FEE_ATTRIBUTES = new Set(["percent", "min_fee", "max_fee"]);

function parseFee(inner: string, at: number): Node {
  const attributes = new Map<string, Rational | null>();
  const rest = inner.slice("fee".length);
  FEE_ATTRIBUTE.lastIndex = 0;
  let index = 0;
  while (index < rest.length) {
    if (/\s/.test(rest[index] ?? "")) {
      index += 1;
      continue;
    }
    FEE_ATTRIBUTE.lastIndex = index;
    const match = FEE_ATTRIBUTE.exec(rest);
    const name = match?.[1];
    if (!match || name === undefined || !FEE_ATTRIBUTES.has(name)) throw new FormulaSyntaxError(at);
    const text = (match[2] ?? match[3] ?? match[4] ?? "").trim();
    const value = text === "" ? null : parseDecimal(text);
    if (text !== "" && value === null) throw new FormulaSyntaxError(at);
    // PHP's truthiness: "0" is as good as unset.
    attributes.set(name, value !== null && value.n !== 0n ? value : null);
    index = FEE_ATTRIBUTE.lastIndex;
  }
  return { kind: "fee", percent: attributes.get("percent") ?? null, min: attributes.get("min_fee") ?? null, max: attributes.get("max_fee") ?? null };
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? "";
    if (/\s/.test(char)) {
      i += 1;
    } else if ("+-*/()".includes(char)) {
      tokens.push({ at: i, kind: "op", op: char as "+" });
      i += 1;
    } else if (/[\d.,]/.test(char)) {
      const literal = /^[\d.,]+/.exec(text.slice(i))?.[0] ?? "";
      const value = parseDecimal(literal);
      if (value === null) throw new FormulaSyntaxError(i);
      tokens.push({ at: i, kind: "leaf", node: { kind: "number", value } });
      i += literal.length;
    } else if (char === "[") {
      const end = text.indexOf("]", i);
      if (end < 0) throw new FormulaSyntaxError(i);
      const inner = text.slice(i + 1, end).trim().toLowerCase();
      const node: Node | null = inner === "qty" ? { kind: "qty" } : inner === "cost" ? { kind: "cost" } : /^fee(\s|$)/.test(inner) ? parseFee(inner, i) : null;
      if (!node) throw new FormulaSyntaxError(i);
      tokens.push({ at: i, kind: "leaf", node });
      i = end + 1;
    } else {
      throw new FormulaSyntaxError(i);
    }
  }
  return tokens;
}

const isOp = (token: Token | undefined, ops: string): boolean => token?.kind === "op" && ops.includes(token.op);

/** WooCommerce trims these before evaluating, so "+5" and "5 +" are both 5. */
function trimDangling(tokens: Token[]): Token[] {
  let start = 0;
  let end = tokens.length;
  while (start < end && isOp(tokens[start], "+*/")) start += 1;
  while (end > start && isOp(tokens[end - 1], "+-*/")) end -= 1;
  return tokens.slice(start, end);
}

function parseTokens(tokens: Token[], textLength: number): Node {
  let position = 0;
  const peek = () => tokens[position];
  const fail = (): never => {
    throw new FormulaSyntaxError(peek()?.at ?? textLength);
  };
  const expression = (): Node => {
    let left = term();
    while (isOp(peek(), "+-")) {
      const op = (peek() as { op: "+" | "-" }).op;
      position += 1;
      left = { kind: "binary", op, left, right: term() };
    }
    return left;
  };
  const term = (): Node => {
    let left = factor();
    while (isOp(peek(), "*/")) {
      const op = (peek() as { op: "*" | "/" }).op;
      position += 1;
      left = { kind: "binary", op, left, right: factor() };
    }
    return left;
  };
  const factor = (): Node => {
    const token = peek();
    if (!token) return fail();
    position += 1;
    if (token.kind === "leaf") return token.node;
    if (token.op === "-") return { kind: "negate", of: factor() };
    if (token.op === "+") return factor();
    if (token.op !== "(") {
      position -= 1;
      return fail();
    }
    const inner = expression();
    if (!isOp(peek(), ")")) return fail();
    position += 1;
    return inner;
  };
  const root = expression();
  if (position < tokens.length) fail();
  return root;
}

export function parseCostFormula(text: string): ParseCostFormulaResult {
  try {
    const tokens = trimDangling(tokenize(text));
    return { ok: true, formula: { root: tokens.length === 0 ? null : parseTokens(tokens, text.length) } };
  } catch (error) {
    if (error instanceof FormulaSyntaxError) return { ok: false, code: "invalid_cost_formula", at: error.at };
    throw error;
  }
}

export interface FormulaInputs {
  /** [qty]: items counted. */
  quantity: number;
  /** [cost]: their cost in minor units. */
  costMinor: number;
}

const HUNDRED = rational(100n);

function evaluate(node: Node, qty: Rational, cost: Rational): Rational | null {
  switch (node.kind) {
    case "number":
      return node.value;
    case "qty":
      return qty;
    case "cost":
      return cost;
    case "fee": {
      let fee = node.percent === null ? ZERO : multiply(cost, divide(node.percent, HUNDRED) ?? ZERO);
      if (node.min !== null && compare(fee, node.min) < 0) fee = node.min;
      if (node.max !== null && compare(fee, node.max) > 0) fee = node.max;
      return fee;
    }
    case "negate": {
      const value = evaluate(node.of, qty, cost);
      return value === null ? null : subtract(ZERO, value);
    }
    case "binary": {
      const left = evaluate(node.left, qty, cost);
      const right = evaluate(node.right, qty, cost);
      if (left === null || right === null) return null;
      if (node.op === "+") return add(left, right);
      if (node.op === "-") return subtract(left, right);
      if (node.op === "*") return multiply(left, right);
      return divide(left, right);
    }
  }
}

/**
 * The formula's cost in minor units, rounded half away from zero; null when it divides by zero
 * (the method then offers no rate rather than shipping for free by accident).
 */
export function evaluateCostFormula(formula: CostFormula, inputs: FormulaInputs, currencyDigits: number): number | null {
  if (formula.root === null) return 0;
  const value = evaluate(formula.root, rational(BigInt(inputs.quantity)), fromMinor(inputs.costMinor, currencyDigits));
  return value === null ? null : toMinor(value, currencyDigits);
}

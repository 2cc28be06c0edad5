import { describe, expect, it } from "vitest";
import { formatMoney } from "../../../server/money/format-money.ts";
import { answerLine, localRefusal, readApiLines } from "./multi-add-answer.ts";
import { multiAddBody, rowItem } from "./multi-add-request.ts";
import { multiAddSummaryText, selectionTotals, wholeNumberOrNull } from "./multi-add-summary.ts";

const usd = (minor: number) => formatMoney(minor, "USD", "en-US");

describe("multi-add bar figures", () => {
  it("counts the ticked rows' quantities and totals unit price × quantity, leaving out a row with no valid quantity", () => {
    const totals = selectionTotals([
      { productId: 1, quantity: 2, unitPrice: 1250 },
      { productId: 2, quantity: 1, unitPrice: 1200 },
      { productId: 4, quantity: null, unitPrice: 999 },
    ]);
    expect(totals).toEqual({ count: 3, total: 3700 });
  });

  it("has no total while a ticked row's unit price is unknown (a variation not chosen yet)", () => {
    expect(selectionTotals([{ productId: 1, quantity: 2, unitPrice: 1250 }, { productId: 3, quantity: 1, unitPrice: null }])).toEqual({ count: 3, total: null });
  });

  it("says “Add N items to cart – <total>”, singular for one item, without the total while it is unknown, and nothing when none is ticked", () => {
    expect(multiAddSummaryText({ count: 3, total: 3700 }, usd)).toBe("Add 3 items to cart – $37.00");
    expect(multiAddSummaryText({ count: 1, total: 1200 }, usd)).toBe("Add 1 item to cart – $12.00");
    expect(multiAddSummaryText({ count: 2, total: null }, usd)).toBe("Add 2 items to cart");
    expect(multiAddSummaryText({ count: 0, total: 0 }, usd)).toBe("");
  });

  it("reads a whole number at or above the minimum from an attribute or a field, else null", () => {
    expect(wholeNumberOrNull(" 12 ", 1)).toBe(12);
    expect(wholeNumberOrNull("0", 1)).toBeNull();
    expect(wholeNumberOrNull("0", 0)).toBe(0);
    expect(wholeNumberOrNull("1.5", 1)).toBeNull();
    expect(wholeNumberOrNull("-2", 0)).toBeNull();
    expect(wholeNumberOrNull(undefined, 0)).toBeNull();
  });
});

describe("multi-add request body", () => {
  it("reads each row's own add form: product, quantity, variation and chosen options", () => {
    const simple = rowItem({ productId: 5, fields: [["product_id", "5"], ["quantity", "2"]] });
    const variable = rowItem({ productId: 7, fields: [["product_id", "7"], ["quantity", "1"], ["variation_id", "9"], ["attribute_pa_color", "blue"], ["attribute_size", ""]] });
    const unchosen = rowItem({ productId: 8, fields: [["product_id", "8"], ["quantity", "1"], ["variation_id", ""], ["attribute_pa_color", ""]] });
    expect(multiAddBody([simple, variable, unchosen])).toEqual({
      items: [
        { product_id: 5, quantity: 2 },
        { product_id: 7, quantity: 1, variation_id: 9, attributes: { attribute_pa_color: "blue" } },
        { product_id: 8, quantity: 1 },
      ],
    });
  });

  it("asks for one of a row's product when the row has no add form", () => {
    expect(rowItem({ productId: 11, fields: null })).toEqual({ productId: 11, ok: true, item: { product_id: 11, quantity: 1 } });
  });

  it("refuses only that line when its quantity is not a whole number from 1 to the line maximum, leaving it out of the body", () => {
    const rows = [
      rowItem({ productId: 1, fields: [["product_id", "1"], ["quantity", "0"]] }),
      rowItem({ productId: 2, fields: [["product_id", "2"], ["quantity", "abc"]] }),
      rowItem({ productId: 3, fields: [["product_id", "3"], ["quantity", "100001"]] }),
      rowItem({ productId: 4, fields: [["product_id", "4"], ["quantity", "3"]] }),
    ];
    expect(rows.map((row) => row.ok)).toEqual([false, false, false, true]);
    expect(multiAddBody(rows)).toEqual({ items: [{ product_id: 4, quantity: 3 }] });
  });
});

describe("multi-add per-line answer", () => {
  it("words an added line and a refused one with the cart's own words", () => {
    expect(answerLine({ product_id: 1, added: true }, "Mug")).toEqual({ productId: 1, added: true, text: "“Mug” has been added to your cart." });
    expect(answerLine({ product_id: 2, added: false, error: { code: "out_of_stock", params: { name: "Vase" } } }, "Vase").text).toBe(
      'You cannot add "Vase" to the cart because the product is out of stock.',
    );
    expect(answerLine({ product_id: 3, added: false, error: { code: "variation_required", params: { name: "Hoodie" } } }, "Hoodie").text).toBe("Please choose product options…");
    expect(localRefusal(4, "invalid_quantity", "Cup")).toEqual({ productId: 4, added: false, text: "Please enter a valid quantity." });
  });

  it("accepts only an answer whose lines have the documented shape", () => {
    expect(readApiLines({ lines: [{ product_id: 1, added: true }] })).toEqual([{ product_id: 1, added: true }]);
    expect(readApiLines({ lines: [{ product_id: "1", added: true }] })).toBeNull();
    expect(readApiLines({ error: { code: "invalid_request" } })).toBeNull();
    expect(readApiLines(null)).toBeNull();
  });
});

import type { CartJson } from "../../../server/cart/cart-json.ts";
import { formatMoney } from "../../../server/money/format-money.ts";
import { isRequestFailure, postJson } from "../cart/cart-api-client.ts";
import { CART_API, CART_EVENTS, type CartEventDetail } from "../cart/cart-constants.ts";
import { formFields } from "../cart/form-fields.ts";
import { readSettings } from "../cart/settings.ts";
import { createToasts } from "../cart/toasts.ts";
import { cartCodeText } from "../../i18n/cart-messages.en.ts";
import { productTableText } from "../../i18n/product-table-messages.en.ts";
import { answerLine, localRefusal, readApiLines, type AnswerLine } from "./multi-add-answer.ts";
import { multiAddBody, rowItem } from "./multi-add-request.ts";
import { multiAddSummaryText, selectionTotals, wholeNumberOrNull, type TickedRow } from "./multi-add-summary.ts";

// The product table's multi-add with JavaScript (issue 11, decision 038). The server-rendered form
// (MultiAddBar) becomes a sticky bar: "Select all", "Add N items to cart – <total>" kept up to date
// from the ticked rows' quantities and data-unit-price, and "Add Selected To Cart" sending them in
// one request to POST /api/v1/cart/add-items. The answer is listed per line; the added rows are
// unticked, and the API's cart goes to the cart script in WooCommerce's added_to_cart event (its
// detail, CartEventDetail): the store takes it, the header updates and the mini cart opens, as
// after a single add.

interface Parts {
  bar: HTMLElement;
  form: HTMLFormElement;
  selectAll: HTMLInputElement;
  summary: HTMLElement;
  submit: HTMLButtonElement;
  answer: HTMLElement;
}

function findParts(): Parts | null {
  const bar = document.querySelector<HTMLElement>("[data-multi-add]");
  const form = bar?.querySelector("form");
  const selectAll = bar?.querySelector<HTMLInputElement>("[data-select-all]");
  const summary = bar?.querySelector<HTMLElement>("[data-multi-add-summary]");
  const submit = bar?.querySelector<HTMLButtonElement>("[data-multi-add-submit]");
  const answer = bar?.querySelector<HTMLElement>("[data-multi-add-answer]");
  if (!bar || !form || !selectAll || !summary || !submit || !answer) return null;
  return { bar, form, selectAll, summary, submit, answer };
}

const checkboxes = (): HTMLInputElement[] => [...document.querySelectorAll<HTMLInputElement>("input.product-table__select")];
const rowOf = (checkbox: HTMLElement): HTMLElement | null => checkbox.closest<HTMLElement>("tr[data-product-id]");
const rowForm = (checkbox: HTMLElement): HTMLFormElement | null => rowOf(checkbox)?.querySelector<HTMLFormElement>("form.cart") ?? null;

function rowFields(checkbox: HTMLElement): [string, string][] | null {
  const form = rowForm(checkbox);
  return form === null ? null : formFields(form);
}

function tickedRow(checkbox: HTMLInputElement): TickedRow {
  const fields = rowFields(checkbox);
  const quantity = fields === null ? 1 : wholeNumberOrNull(fields.find(([name]) => name === "quantity")?.[1] ?? "1", 1);
  return { productId: Number(checkbox.value), quantity, unitPrice: wholeNumberOrNull(rowOf(checkbox)?.dataset["unitPrice"], 0) };
}

function renderAnswer(region: HTMLElement, lines: readonly AnswerLine[]): void {
  const list = document.createElement("ul");
  list.className = "product-table__multi-add-lines";
  list.tabIndex = 0;
  list.setAttribute("aria-label", productTableText("productTable.multiAddAnswer"));
  for (const line of lines) {
    const item = document.createElement("li");
    item.className = line.added ? "is-added" : "is-refused";
    item.dataset["productId"] = String(line.productId);
    item.textContent = line.text;
    list.append(item);
  }
  region.replaceChildren(list);
}

export function startMultiAdd(): void {
  const parts = findParts();
  if (parts === null) return;
  const { bar, form, selectAll, summary, submit, answer } = parts;
  const toast = createToasts(document.querySelector<HTMLElement>("[data-toasts]"));
  let busy = false;

  const update = () => {
    const boxes = checkboxes().filter((box) => !box.disabled);
    const ticked = boxes.filter((box) => box.checked);
    const settings = readSettings();
    const totals = selectionTotals(ticked.map(tickedRow));
    summary.textContent = multiAddSummaryText(totals, (minor) => formatMoney(minor, settings.currency, settings.locale));
    bar.classList.toggle("is-active", ticked.length > 0 || answer.childElementCount > 0);
    // aria-disabled, not disabled: the button keeps focus when an add unticks every row.
    submit.setAttribute("aria-disabled", String(ticked.length === 0));
    selectAll.checked = boxes.length > 0 && ticked.length === boxes.length;
    selectAll.indeterminate = ticked.length > 0 && ticked.length < boxes.length;
  };

  const send = async () => {
    const ticked = checkboxes().filter((box) => box.checked && !box.disabled);
    if (ticked.length === 0) {
      answer.textContent = productTableText("productTable.multiAddNoneSelected");
      return;
    }
    const names = new Map(ticked.map((box) => [Number(box.value), box.dataset["productName"] ?? box.value]));
    const rows = ticked.map((box) => rowItem({ productId: Number(box.value), fields: rowFields(box) }));
    const refusedHere = rows.flatMap((row) => (row.ok ? [] : [localRefusal(row.productId, row.code, names.get(row.productId) ?? "")]));
    const body = multiAddBody(rows);
    if (body.items.length === 0) {
      renderAnswer(answer, refusedHere);
      return;
    }
    busy = true;
    submit.classList.add("loading");
    submit.setAttribute("aria-busy", "true");
    try {
      const response = await postJson(CART_API.addItems, body, readSettings().timeoutMs);
      const json = (await response.json()) as { cart?: CartJson; cart_hash?: string; error?: { code?: string } };
      const lines = response.ok ? readApiLines(json) : null;
      if (lines === null || json.cart === undefined || typeof json.cart_hash !== "string") {
        toast("error", cartCodeText(json.error?.code ?? "request_failed"));
        return;
      }
      const answered = lines.map((line) => answerLine(line, names.get(line.product_id) ?? String(line.product_id)));
      renderAnswer(answer, [...answered, ...refusedHere]);
      const added = new Set(lines.filter((line) => line.added).map((line) => line.product_id));
      for (const box of ticked) if (added.has(Number(box.value))) box.checked = false;
      if (added.size > 0) {
        const detail: CartEventDetail = { cart: json.cart, hash: json.cart_hash };
        document.body.dispatchEvent(new CustomEvent(CART_EVENTS.added, { detail }));
      }
    } catch (error) {
      if (!isRequestFailure(error)) throw error;
      toast("error", cartCodeText("request_failed"));
    } finally {
      busy = false;
      submit.classList.remove("loading");
      submit.removeAttribute("aria-busy");
      update();
    }
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // A second click while the first request is under way sends nothing more.
    if (!busy) void send();
  });
  selectAll.addEventListener("change", () => {
    for (const box of checkboxes()) if (!box.disabled) box.checked = selectAll.checked;
    update();
  });
  // Ticks, and quantity or option changes in a row, change the figures.
  const table = document.querySelector("table.product-table");
  table?.addEventListener("change", update);
  table?.addEventListener("input", update);
  // A row's unit price changes when its variation is chosen (the in-row variations script sets it).
  if (table) new MutationObserver(update).observe(table, { subtree: true, attributes: true, attributeFilter: ["data-unit-price"] });
  update();
}

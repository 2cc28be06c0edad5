// Spec §4: the sticky add-to-cart bar is active once the page has scrolled down past the add-to-cart
// form and inactive when the form is back in view. Its button presses the form's own button, so
// the product island's rules (a variation must be chosen) and the cart script's add apply as they
// do to the form; its line names the chosen options and the price the form shows for them.

const ACTIVE = "is-active";
/** Room kept between a focused control and the bar, so focus is never hidden under it. */
const FOCUS_MARGIN_PX = 8;

function text(element: Element | null): string {
  return element?.textContent?.replace(/\s+/g, " ").trim() ?? "";
}

/** The chosen options' labels, "Blue, Large". */
function describeChoice(form: HTMLFormElement): string {
  return [...form.querySelectorAll("select")].filter((s) => s.value !== "").map((s) => text(s.selectedOptions[0] ?? null)).join(", ");
}

/**
 * The price the form shows for the choice, or the product's: a copy of its markup, so a sale keeps
 * its struck-out amount and the words screen readers get for it.
 */
function priceCopy(form: HTMLFormElement): Node[] {
  const price = form.querySelector(".woocommerce-variation-price .price") ?? document.querySelector(".summary .price");
  return price ? [price.cloneNode(true)] : [];
}

export function startStickyAddToCart(): void {
  const bar = document.querySelector<HTMLElement>("[data-sticky-add-to-cart]");
  const form = document.querySelector<HTMLFormElement>(".product-page form.cart");
  const real = form?.querySelector<HTMLButtonElement>(".single_add_to_cart_button");
  const button = bar?.querySelector<HTMLButtonElement>("[data-sticky-submit]");
  const line = bar?.querySelector("[data-sticky-line]");
  const name = bar?.querySelector("[data-sticky-name]");
  if (!bar || !form || !real || !button || !line || !name) return;

  name.textContent = text(document.querySelector(".product_title"));
  const refresh = () => {
    const choice = describeChoice(form);
    line.replaceChildren(...(choice ? [choice, " · "] : []), ...priceCopy(form));
    button.textContent = text(real);
  };
  refresh();
  // A choice fires change; the island then re-renders the price and the button's state.
  form.addEventListener("change", refresh);
  new MutationObserver(refresh).observe(form, { subtree: true, childList: true, characterData: true, attributes: true });
  bar.hidden = false;

  new IntersectionObserver(([entry]) => {
    // Past the form means above the viewport, not below it (a page opened scrolled to the reviews).
    const past = entry !== undefined && !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
    bar.classList.toggle(ACTIVE, past);
  }).observe(form);

  button.addEventListener("click", () => {
    if (real.getAttribute("aria-disabled") === "true") {
      // No variation chosen yet: take the shopper to the first empty choice rather than refuse.
      const empty = [...form.querySelectorAll("select")].find((s) => s.value === "") ?? real;
      empty.scrollIntoView({ block: "center" });
      empty.focus();
      return;
    }
    real.click();
  });

  // A control reached with Tab under the bar is scrolled up above it (WCAG 2.4.11). Measured a frame
  // later, once the browser's own scroll to the focused element is done, and against where the bar
  // rests rather than where its slide-in animation has got to.
  document.addEventListener("focusin", (event) => {
    const target = event.target;
    if (!bar.classList.contains(ACTIVE) || !(target instanceof Element) || bar.contains(target)) return;
    requestAnimationFrame(() => {
      const overlap = target.getBoundingClientRect().bottom - (window.innerHeight - bar.offsetHeight);
      if (overlap > 0) window.scrollBy(0, overlap + FOCUS_MARGIN_PX);
    });
  });
}

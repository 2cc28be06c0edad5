// The sticky add-to-cart bar's shell (issue 12, spec §4): hidden in the HTML, so a visitor without
// JavaScript never sees it. The theme behaviour (app/islands/theme/sticky-add-to-cart/) shows it
// once the page has a product form, copies the form's button label, keeps its line in step with
// the chosen options and price, and has its button press the form's own button, so the bar adds
// exactly what the form would. It sits outside the product island, which is at its size budget.
export function StickyAddToCartBar() {
  return (
    <div className="sticky-add-to-cart" data-sticky-add-to-cart hidden>
      <div className="sticky-add-to-cart__inner">
        <p className="sticky-add-to-cart__text">
          <strong className="sticky-add-to-cart__name" data-sticky-name />
          <span className="sticky-add-to-cart__line" data-sticky-line />
        </p>
        <button type="button" className="button sticky-add-to-cart__button" data-sticky-submit />
      </div>
    </div>
  );
}

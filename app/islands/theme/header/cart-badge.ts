// The header cart's badge shows the number of items the cart script writes into its count ("2
// items" for screen readers, app/islands/cart/header-cart-view.ts): a copy of that number, kept in
// step as the count changes, so the cart script needs no change for the icon's badge.

export function startCartBadge(): void {
  const count = document.querySelector<HTMLElement>("[data-cart-link] [data-cart-count]");
  const badge = document.querySelector<HTMLElement>("[data-cart-link] [data-cart-badge]");
  if (!count || !badge) return;
  // An empty cart shows no badge (an empty badge is hidden by header.css).
  const copy = () => {
    const items = Number(/\d+/.exec(count.textContent ?? "")?.[0] ?? "0");
    badge.textContent = items > 0 ? String(items) : "";
  };
  new MutationObserver(copy).observe(count, { childList: true, characterData: true, subtree: true });
  copy();
}

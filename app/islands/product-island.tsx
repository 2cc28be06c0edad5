import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { ProductPage, type ProductPageProps } from "../components/product/product-page.tsx";
import { PRODUCT_ISLAND } from "./island-props.ts";

// The product page's only script: it hydrates the server-rendered product area in place.
const root = document.getElementById(PRODUCT_ISLAND.rootId);
const data = document.getElementById(PRODUCT_ISLAND.propsId)?.textContent;
if (root && data) {
  const props = JSON.parse(data) as ProductPageProps;
  // Tests and scripts wait for data-hydrated before interacting: React's handlers are attached then.
  const onHydrated = () => root.setAttribute("data-hydrated", "true");
  // In a transition, React hydrates in small slices and lets the browser paint and answer input
  // in between, instead of one long task that blocks a phone for hundreds of milliseconds.
  startTransition(() => {
    hydrateRoot(root, <ProductPage {...props} onHydrated={onHydrated} />, {
      identifierPrefix: PRODUCT_ISLAND.identifierPrefix,
      onRecoverableError: (error) => console.error("Product page hydration", error),
    });
  });
}

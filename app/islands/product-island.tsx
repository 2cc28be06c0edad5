import { hydrateRoot } from "react-dom/client";
import { ProductPage, type ProductPageProps } from "../components/product/product-page.tsx";
import { PRODUCT_ISLAND } from "./island-props.ts";

// The product page's only script: it hydrates the server-rendered product area in place.
const root = document.getElementById(PRODUCT_ISLAND.rootId);
const data = document.getElementById(PRODUCT_ISLAND.propsId)?.textContent;
if (root && data) {
  const props = JSON.parse(data) as ProductPageProps;
  hydrateRoot(root, <ProductPage {...props} />, { identifierPrefix: PRODUCT_ISLAND.identifierPrefix });
}

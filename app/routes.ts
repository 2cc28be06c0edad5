import { type RouteConfig, index, route } from "@react-router/dev/routes";

// URLs follow WooCommerce permalinks so a shop moving over keeps its links (DESIGN.md).
// Paginated listings use WooCommerce's /page/N/ suffix.
export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx", { id: "shop" }),
  route("shop/page/:page", "routes/shop.tsx", { id: "shop-paged" }),
  route("product/:slug", "routes/product.tsx", { id: "product" }),
  // A page of the product's reviews: /product/<slug>/comment-page-N/ (the route checks the segment).
  route("product/:slug/:reviewPage", "routes/product.tsx", { id: "product-review-page" }),
  route("product-category/*", "routes/product-category.tsx"),
  route("product-tag/:slug", "routes/product-tag.tsx", { id: "product-tag" }),
  route("product-tag/:slug/page/:page", "routes/product-tag.tsx", { id: "product-tag-paged" }),
  route("product-table", "routes/product-table.tsx"),
  route("product-table/quick-view/:id", "routes/product-table.quick-view.tsx"),
  route("product-table/variation/:id", "routes/product-table.variation.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/review", "routes/checkout.review.tsx"),
  route("checkout/order-pay/:orderId", "routes/checkout.order-pay.tsx"),
  route("checkout/order-received/:orderId", "routes/checkout.order-received.tsx"),
  route("my-account", "routes/my-account.tsx"),
  route("my-account/lost-password", "routes/my-account.lost-password.tsx"),
  route("my-account/orders", "routes/my-account.orders.tsx", { id: "my-account-orders" }),
  route("my-account/orders/:page", "routes/my-account.orders.tsx", { id: "my-account-orders-paged" }),
  route("my-account/view-order/:orderId", "routes/my-account.view-order.tsx"),
  route("my-account/subscriptions", "routes/my-account.subscriptions.tsx"),
  route("my-account/view-subscription/:subscriptionId", "routes/my-account.view-subscription.tsx"),
  route("my-account/change-payment-method/:subscriptionId", "routes/my-account.change-payment-method.tsx"),
  route("my-account/switch-subscription/:subscriptionId", "routes/my-account.switch-subscription.tsx"),
  route("my-account/subscription-renewal-early/:subscriptionId", "routes/my-account.subscription-renewal-early.tsx"),
  route("my-account/edit-account", "routes/my-account.edit-account.tsx"),
  route("my-account/edit-address", "routes/my-account.edit-address.tsx"),
  route("my-account/payment-methods", "routes/my-account.payment-methods.tsx"),
  route("my-account/add-payment-method", "routes/my-account.add-payment-method.tsx"),
  route("my-account/customer-logout", "routes/my-account.customer-logout.tsx"),
  // Before the content pages' catch-all ":slug": an editor's form for one page (spec §6).
  route("my-account/edit-page/:slug", "routes/my-account.edit-page.tsx"),
  // The card test mode's 3-D Secure challenge (server/payments/card-test/card-test-mode.ts).
  route("payments/test-mode/authenticate/:paymentId", "routes/payments.test-mode.authenticate.tsx"),
  // The header search's product suggestions, as JSON (issue 12).
  route("search-suggestions", "routes/search-suggestions.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.tsx"),
  route("robots.txt", "routes/robots[.]txt.tsx"),
  route(":slug", "routes/page.tsx"),
] satisfies RouteConfig;

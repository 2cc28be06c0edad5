import { type RouteConfig, index, route } from "@react-router/dev/routes";

// URLs follow WooCommerce permalinks so a shop moving over keeps its links (DESIGN.md).
export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
] satisfies RouteConfig;

import { servicesContext } from "../context.ts";
import type { Route } from "./+types/robots[.]txt";

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const origin = config.shop.url;
  const body = [
    "User-agent: *",
    // Carts, checkout and accounts are per visitor; search results are endless variations.
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /my-account",
    "Disallow: /*?s=",
    "Disallow: /api/",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}

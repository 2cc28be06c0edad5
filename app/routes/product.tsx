import { createContext, data } from "react-router";
import { getPublishedProductId } from "../../server/catalog/get-published-product-id.ts";
import { submitReview } from "../../server/reviews/submit-review.ts";
import { loadProductView, type ProductView } from "../components/product/load-product-view.server.tsx";
import { StickyAddToCartBar } from "../components/product/sticky-add-to-cart-bar.tsx";
import { reviewFormStateContext } from "../components/product/reviews/review-form-context.ts";
import { reviewFormStateFor } from "../components/product/reviews/review-outcome.ts";
import { servicesContext } from "../context.ts";
import { formText } from "../form-text.ts";
import { PRODUCT_ISLAND } from "../islands/island-props.ts";
import { useRequestValue } from "../request-context.tsx";
import { seoMeta } from "../seo/seo.ts";
import type { Route } from "./+types/product";
import type { StylesHandle } from "../styles/style-parts.ts";

// The product area is an island: rendered here, hydrated by its own small script instead of the
// router's client runtime, to keep the page's JavaScript within budget (docs/decisions/003).

/**
 * The rendered page travels to the component in the request's context, not in loaderData: React
 * Router would encode loaderData (the island's HTML and props JSON, tens of KB) for a client router
 * the page never loads (app/request-context.tsx, docs/decisions/053).
 */
export const productViewContext = createContext<ProductView | null>(null);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  // After a review post, the action's outcome for the form (same request, same context).
  const reviewFormState = context.get(reviewFormStateContext) ?? undefined;
  const view = await loadProductView(services, request, params.slug, reviewFormState, params.reviewPage);
  if (!view) throw data(null, { status: 404 });
  context.set(productViewContext, view);
  // What meta needs, and nothing more.
  return { seo: view.seo, shopName: services.config.shop.name };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  // The review form sits on a cached page that is the same for every visitor, so it cannot carry a
  // per-visitor token: the root's CSRF guard checks the browser's Origin / Sec-Fetch-Site headers
  // for this route (server/http/edge/csrf-policy.ts, decision 004).
  const form = await request.formData();
  if (form.get("intent") !== "review") throw data(null, { status: 400 });
  const productId = await getPublishedProductId(services.db, params.slug);
  if (productId === null) throw data(null, { status: 404 });
  const field = (name: string) => formText(form, name);
  const values = { rating: field("rating"), comment: field("comment"), author: field("author"), email: field("email") };
  const { reviewsRequireRating, reviewsRequireApproval } = services.config.shop;
  const result = await submitReview(
    services.db,
    { productId, rating: values.rating, authorName: values.author, authorEmail: values.email, content: values.comment },
    { requireRating: reviewsRequireRating, requireApproval: reviewsRequireApproval },
    new Date(),
  );
  // The loader, which React Router runs next in this request, renders the page with the outcome.
  context.set(reviewFormStateContext, reviewFormStateFor(result, values));
  return data(null, { status: result.ok ? 200 : 422 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, loaderData?.shopName ?? "");

// The product, its sticky add-to-cart bar, and content blocks a rich-text description may hold (decision 055).
export const handle = { styles: ["product", "stickyAddToCart", "contentBlocks"] } satisfies StylesHandle;

export default function Product() {
  const view = useRequestValue(productViewContext);
  if (view === null) throw new Error("The product route rendered without its loader's view");
  const { island } = view;
  return (
    <main id="main" className="product-main">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: view.structuredData }} />
      <div id={PRODUCT_ISLAND.rootId} dangerouslySetInnerHTML={{ __html: island.html }} />
      <script type="application/json" id={PRODUCT_ISLAND.propsId} dangerouslySetInnerHTML={{ __html: island.propsJson }} />
      <script type="module" src={island.script} />
      <StickyAddToCartBar />
    </main>
  );
}

import { servicesContext } from "../context.ts";
import type { Route } from "./+types/shop";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const products = await db.selectFrom("products").select(["id", "name", "slug"]).limit(12).execute();
  return { products };
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <h1>Shop</h1>
      <ul>
        {loaderData.products.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
    </main>
  );
}

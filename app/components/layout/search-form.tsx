import { useId } from "react";

export function SearchForm({ defaultValue = "" }: { defaultValue?: string }) {
  const id = useId();
  return (
    <form className="search-form" role="search" method="get" action="/shop">
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input id={id} type="search" name="s" defaultValue={defaultValue} placeholder="Search products…" />
      <button type="submit">Search</button>
    </form>
  );
}

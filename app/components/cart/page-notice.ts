/** A message for the shopper on the cart page: a code and its params; the page looks the words up. */
export interface PageNotice {
  code: string;
  params: Record<string, string | number>;
  kind: "success" | "info" | "error";
}

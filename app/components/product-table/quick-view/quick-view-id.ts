/** Product ids are positive 32-bit integers in both databases; anything else names no product. */
const MAX_PRODUCT_ID = 2_147_483_647;

/** The product id in a quick-view URL, or null for anything that is not a plain positive integer. */
export function parseQuickViewId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_PRODUCT_ID ? id : null;
}

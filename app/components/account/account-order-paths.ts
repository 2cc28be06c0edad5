// The account's order addresses (WooCommerce's endpoints), built in one place.

export const ACCOUNT_ORDERS_PATH = "/my-account/orders";

/** Page 1 is the list's own address; later pages are /my-account/orders/N. */
export function accountOrdersPagePath(page: number): string {
  return page <= 1 ? ACCOUNT_ORDERS_PATH : `${ACCOUNT_ORDERS_PATH}/${page}`;
}

export function viewOrderPath(orderId: number): string {
  return `/my-account/view-order/${orderId}`;
}

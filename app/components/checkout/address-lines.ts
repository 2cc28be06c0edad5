import type { OrderAddress } from "../../../server/orders/orders.ts";

/** An order's address as the lines it is written on (name, company, street, town, country), blanks left out. */
export function addressLines(address: OrderAddress): string[] {
  return [
    [address.first_name, address.last_name].filter(Boolean).join(" "),
    address.company,
    address.address_1,
    address.address_2,
    [address.city, address.state, address.postcode].filter(Boolean).join(" "),
    address.country,
  ].filter((line) => line !== "");
}

import type { AddressFormat } from "../../../server/address/address.ts";

// What an address form is rendered from (built on the server by address-form-data.server.ts).

export interface CountryOption {
  code: string;
  name: string;
}

/** One address's fields: the countries to choose from and the chosen country's format. */
export interface AddressFormView {
  countries: readonly CountryOption[];
  format: AddressFormat;
}

export interface AddressForms {
  billing: AddressFormView;
  shipping: AddressFormView;
}

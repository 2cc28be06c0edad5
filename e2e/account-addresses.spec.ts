import { expect, test } from "./helpers/test.ts";
import { registerThroughApi, TEST_PASSWORD, uniqueEmail } from "./helpers/account.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { chooseOption } from "./helpers/checkout.ts";

// My account → Addresses: the checkout's address fields (country and state comboboxes, each
// country's format), saved through the customers module, which checks each address by its
// country; a refused post comes back with the problem at its field.

const ADDRESSES = "/my-account/edit-address";

test("a UK billing address is saved with its Postcode and optional County, and a bad US ZIP is refused at its field", async ({ page }) => {
  await registerThroughApi(page.request, uniqueEmail("addresses"), TEST_PASSWORD);
  await page.goto(ADDRESSES);
  const billing = page.getByRole("group", { name: "Billing address" });
  await chooseOption(billing, "Country / Region", "United Kingdom (GB)");
  await expect(billing.getByRole("textbox", { name: "County (optional)" })).toBeVisible();
  await billing.getByRole("textbox", { name: /^Street address/ }).fill("10 Downing Street");
  await billing.getByRole("textbox", { name: /^Town \/ City/ }).fill("London");
  await billing.getByRole("textbox", { name: /^Postcode/ }).fill("sw1a 2aa");
  await billing.getByRole("textbox", { name: "County (optional)" }).fill("Greater London");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("Address changed successfully.")).toBeVisible();
  await page.goto(ADDRESSES);
  await expect(billing.getByRole("combobox", { name: "Country / Region" })).toHaveValue("United Kingdom (GB)");
  await expect(billing.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("SW1A 2AA");

  const shipping = page.getByRole("group", { name: "Shipping address" });
  await chooseOption(shipping, "Country / Region", "United States (US)");
  await shipping.getByRole("textbox", { name: /^Street address/ }).fill("1 Main Street");
  await shipping.getByRole("textbox", { name: /^Town \/ City/ }).fill("Springfield");
  await chooseOption(shipping, "State", "Illinois");
  await shipping.getByRole("textbox", { name: /^ZIP Code/ }).fill("ABCDE");
  await page.getByRole("button", { name: "Save address" }).click();
  const zip = shipping.getByRole("textbox", { name: /^ZIP Code/ });
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#shipping_postcode-error")).toHaveText("ZIP Code is not a valid postcode / ZIP.");
  await expect(shipping.getByRole("combobox", { name: "State" })).toHaveValue("Illinois");
  await expectNoAxeViolations(page);
});

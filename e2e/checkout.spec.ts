import { expect, test } from "./helpers/test.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { addFromShop } from "./helpers/cart.ts";
import { registerThroughApi, TEST_PASSWORD, uniqueEmail } from "./helpers/account.ts";
import { acceptTerms, chooseOption, fillBillingDetails, payByTestCard } from "./helpers/checkout.ts";

test.describe("checkout without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guest pays by bank transfer with a plain form post and lands on the order-received page, which shows the bank details to pay to", async ({ page }) => {
    await page.goto("/shop");
    await page.getByRole("button", { name: "Add to cart: “Canvas Dad Cap”" }).click();
    await page.goto("/checkout");
    await fillBillingDetails(page);
    await page.getByRole("radio", { name: "Direct bank transfer" }).check();
    await acceptTerms(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
    const overview = page.locator(".woocommerce-order-overview");
    await expect(overview).toContainText("Order number:");
    await expect(overview).toContainText("Email: ada@example.com");
    await expect(overview).toContainText("Payment method: Direct bank transfer");
    // The order waits for the transfer: the page says where to send it (the demo's bank details).
    const bank = page.getByRole("region", { name: "Our bank details" });
    await expect(bank).toContainText("Shopwright Demo Ltd:");
    await expect(bank.locator("li.account_number")).toHaveText("Account number: 31926819");
    await expect(bank.locator("li.sort_code")).toHaveText("Sort code: 60-16-13");
    await expect(page.locator(".woocommerce-order-details")).toContainText("Canvas Dad Cap");
    await page.goto("/cart");
    await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
  });

  test("missing details come back as errors tied to their fields, with what was typed kept", async ({ page }) => {
    await page.goto("/shop");
    await page.getByRole("button", { name: "Add to cart: “Canvas Dad Cap”" }).click();
    await page.goto("/checkout");
    await fillBillingDetails(page, { "Town / City": "" });
    await page.getByRole("button", { name: "Place order" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Billing Town / City is a required field.");
    await expect(alert).toContainText("Please read and accept the terms and conditions to proceed with your order.");
    await expect(page.getByRole("textbox", { name: "Town / City" }).first()).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "First name" }).first()).toHaveValue("Ada");
  });
});

test.describe("checkout", () => {
  test("an empty cart sends the shopper to the cart", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("the chosen payment method carries the selected marker, which follows a click", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/checkout");
    const methods = page.locator("[data-payment-method]");
    await expect(methods.first()).toHaveClass(/payment-method-selected/);
    await page.getByRole("radio", { name: "Check payments" }).check();
    await expect(page.locator('[data-payment-method="cheque"]')).toHaveClass(/payment-method-selected/);
    await expect(page.locator(".payment-method-selected")).toHaveCount(1);
  });

  test("the terms link opens the terms page in a lightbox that Escape closes", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/checkout");
    await page.locator("form.checkout").getByRole("link", { name: "terms and conditions" }).click();
    const dialog = page.getByRole("dialog", { name: "Terms and conditions" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("These terms apply to every order placed in this shop.");
    await expectNoAxeViolations(page, "dialog[data-terms-dialog]");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("a refused order moves focus to the first field in error and has no axe violations", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/checkout");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("alert")).toContainText("Billing First name is a required field.");
    await expect(page.getByRole("textbox", { name: "First name" }).first()).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test("the checkout page has no axe violations", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/checkout");
    await expectNoAxeViolations(page);
  });

  test("an order-received page without its key, or with another key, is not found", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/checkout");
    await fillBillingDetails(page);
    await acceptTerms(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/order-received/);
    const url = new URL(page.url());
    expect((await page.goto(url.pathname))?.status()).toBe(404);
    expect((await page.goto(`${url.pathname}?key=wc_order_someoneelse`))?.status()).toBe(404);
  });
});

test.describe("checkout refresh", () => {
  test("changing the country updates shipping, tax and totals without a reload, and the selected marker stays on the chosen method", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/checkout");
    await fillBillingDetails(page);
    const review = page.locator("[data-review-slot]");
    await expect(review.getByRole("radio", { name: "Flat rate: $5.00" })).toBeChecked();
    await page.getByRole("radio", { name: "Cash on delivery" }).check();
    await page.evaluate(() => ((window as Window & { notReloaded?: boolean }).notReloaded = true));
    await chooseOption(page.locator(".woocommerce-billing-fields"), "Country / Region", "United Kingdom (GB)");
    await expect(review.getByRole("radio", { name: "Flat rate: $9.50" })).toBeChecked();
    // $19.00 cap and $9.50 shipping, with the demo shop's 20% UK VAT on both.
    await expect(review.getByRole("row", { name: "VAT $5.70" })).toBeVisible();
    await expect(review.locator(".order-total")).toContainText("$34.20");
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expect(page.locator(".payment-method-selected")).toHaveCount(1);
    await expect(page.locator(".payment-method-selected")).toHaveAttribute("data-payment-method", "cod");
  });

  test("a late answer never overwrites a newer one", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/checkout");
    await fillBillingDetails(page);
    const review = page.locator("[data-review-slot]");
    await expect(review.getByRole("radio", { name: "Flat rate: $5.00" })).toBeChecked();
    // The answer for GB is held back until the answer for the US (asked after it) has been shown.
    let releaseGb: () => void = () => undefined;
    const gbHeld = new Promise<void>((resolve) => (releaseGb = resolve));
    await page.route("**/checkout/review", async (route) => {
      if (route.request().postData()?.includes("billing_country=GB")) await gbHeld;
      await route.continue().catch(() => undefined);
    });
    const billing = page.locator(".woocommerce-billing-fields");
    const gbAsked = page.waitForRequest((r) => r.url().endsWith("/checkout/review") && (r.postData() ?? "").includes("billing_country=GB"));
    await chooseOption(billing, "Country / Region", "United Kingdom (GB)");
    await gbAsked;
    const usAnswered = page.waitForResponse((r) => r.url().endsWith("/checkout/review") && (r.request().postData() ?? "").includes("billing_country=US"));
    await chooseOption(billing, "Country / Region", "United States (US)");
    await usAnswered;
    releaseGb();
    await expect(review.getByRole("radio", { name: "Flat rate: $5.00" })).toBeChecked();
    await expect(page.locator("form[data-checkout]")).not.toHaveAttribute("data-refreshing");
    await expect(review.getByRole("radio", { name: "Flat rate: $5.00" })).toBeChecked();
  });
});

test.describe("checkout coupon", () => {
  test("Have a coupon? applies FREESHIP in place: the notice shows, shipping becomes free, and the typed fields stay", async ({ page }) => {
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/checkout");
    await fillBillingDetails(page);
    const review = page.locator("[data-review-slot]");
    await expect(review.getByRole("radio", { name: "Flat rate: $5.00" })).toBeChecked();
    await page.getByText("Click here to enter your code").click();
    await page.getByRole("textbox", { name: "Coupon code" }).fill("FREESHIP");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.locator("[data-coupon-notices]")).toHaveText("Coupon code applied successfully.");
    await expect(review.getByRole("radio", { name: "Free shipping" })).toBeVisible();
    await expect(page.locator(".woocommerce-billing-fields").getByLabel("First name")).toHaveValue("Ada");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Have a coupon? posts the code and the page comes back with the notice and the discount", async ({ page }) => {
      await page.goto("/shop");
      await page.getByRole("button", { name: "Add to cart: “Canvas Dad Cap”" }).click();
      await page.goto("/checkout");
      await page.getByText("Click here to enter your code").click();
      await page.getByRole("textbox", { name: "Coupon code" }).fill("FIVEOFF");
      await page.getByRole("button", { name: "Apply coupon" }).click();
      await expect(page.getByText("Coupon code applied successfully.")).toBeVisible();
      await expect(page.locator("[data-review-slot] .cart-discount")).toContainText("Coupon: fiveoff");
    });
  });
});

test.describe("checkout inline login", () => {
  test("the login form is hidden until 'Click here to login', and after logging in the cart and the typed fields are kept", async ({ page, browser }) => {
    const email = uniqueEmail("checkout-login");
    const other = await browser.newContext();
    await registerThroughApi(other.request, email);
    await other.close();
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/checkout");
    const login = page.locator("[data-checkout-login]");
    const password = login.getByRole("textbox", { name: "Password", exact: true });
    await expect(password).toBeHidden();
    await fillBillingDetails(page, { "First name": "Grace", "Street address": "7 Typed Lane" });
    await page.getByRole("textbox", { name: "Order notes (optional)" }).fill("Leave it by the door");
    await page.getByText("Click here to login").click();
    await expect(password).toBeVisible();
    await login.getByRole("textbox", { name: "Username or email address" }).fill(email);
    await password.fill(TEST_PASSWORD);
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page.locator("[data-checkout-login]")).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout$/);
    const billing = page.locator(".woocommerce-billing-fields");
    await expect(billing.getByLabel("First name")).toHaveValue("Grace");
    await expect(billing.getByLabel("Street address")).toHaveValue("7 Typed Lane");
    await expect(page.getByRole("textbox", { name: "Order notes (optional)" })).toHaveValue("Leave it by the door");
    await expect(page.locator("[data-review-slot]")).toContainText("Canvas Dad Cap");
  });
});

test.describe("checkout create account", () => {
  test("a guest who ticks 'Create an account?' gets an account, is signed in, and the order is theirs", async ({ page }) => {
    const email = uniqueEmail("checkout-account");
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/checkout");
    await fillBillingDetails(page, { "Email address": email });
    const password = page.getByRole("textbox", { name: "Create account password" });
    await expect(password).toBeHidden();
    await page.getByRole("checkbox", { name: "Create an account?" }).check();
    await password.fill(TEST_PASSWORD);
    await page.getByRole("radio", { name: "Direct bank transfer" }).check();
    await acceptTerms(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
    const me = (await (await page.request.get("/api/v1/account/me")).json()) as { logged_in?: boolean; email?: string };
    expect(JSON.stringify(me)).toContain(email);
  });

  test("a guest creating an account is offered to save the card only once 'Create an account?' is ticked, and the saved card is then theirs", async ({ page }) => {
    const email = uniqueEmail("checkout-account-card");
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/checkout");
    await fillBillingDetails(page, { "Email address": email });
    await payByTestCard(page, "4242 4242 4242 4242");
    const save = page.getByRole("checkbox", { name: "Save payment information to my account for future purchases" });
    await expect(save).toBeHidden();
    await page.getByRole("checkbox", { name: "Create an account?" }).check();
    await page.getByRole("textbox", { name: "Create account password" }).fill(TEST_PASSWORD);
    await save.check();
    await acceptTerms(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
    await page.goto("/my-account/payment-methods");
    await expect(page.getByRole("rowheader", { name: /Visa ending in 4242/ })).toBeVisible();
  });

  test("an email that already has an account is refused at its field, and no order is placed", async ({ page, browser }) => {
    const email = uniqueEmail("checkout-taken");
    const other = await browser.newContext();
    await registerThroughApi(other.request, email);
    await other.close();
    await addFromShop(page, "Canvas Dad Cap");
    await page.goto("/checkout");
    await fillBillingDetails(page, { "Email address": email });
    await page.getByRole("checkbox", { name: "Create an account?" }).check();
    await page.getByRole("textbox", { name: "Create account password" }).fill(TEST_PASSWORD);
    await acceptTerms(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("alert")).toContainText("An account is already registered with your email address. Please log in.");
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("textbox", { name: "Create account password" })).toHaveValue("");
  });
});

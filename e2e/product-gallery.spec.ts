import { expect, test } from "./helpers/test.ts";
import { expectNoAxeViolations } from "./helpers/axe.ts";
import { openProduct } from "./helpers/product-page.ts";

test.describe("product gallery and lightbox", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("thumbnails move the slider; the lightbox keeps gid/pid in the URL, traps focus and passes axe", async ({ page }) => {
    await openProduct(page, "/product/classic-hoodie");
    const secondThumb = page.getByRole("link", { name: /Show image 2 of \d/ });
    await secondThumb.click();
    await expect(secondThumb).toHaveAttribute("aria-current", "true");

    await page.locator("#product-image-2 a").click();
    await expect(page.locator(".pswp")).toBeVisible();
    await expect(page).toHaveURL(/#&gid=1&pid=2$/);
    await expect(page.locator(".pswp__counter")).toHaveText(/2 \/ \d/);
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest(".pswp")))).toBe(true);
    await expect(page.getByRole("button", { name: "Toggle fullscreen" })).toHaveCount(1);
    // Keyboard focus on a control holds the controls in view: their 4 s idle fade would otherwise
    // start while axe reads them on a busy machine, and half-faded text fails its contrast check.
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest(".pswp__top-bar")))).toBe(true);
    // The opening fades the dark backdrop and the controls in: until both are done, white text
    // stands on a half-dark page and axe rightly reports its contrast (seen on a busy machine).
    await expect
      .poll(() => page.evaluate(() => ["pswp__bg", "pswp__top-bar"].map((name) => getComputedStyle(document.querySelector(`.${name}`) ?? document.body).opacity)))
      .toEqual(["0.8", "1"]);
    // The lightbox is what this test opens; the page behind it has its own axe checks.
    await expectNoAxeViolations(page, ".pswp");

    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/#&gid=1&pid=3$/);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("link", { name: "Share on Facebook" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(page.locator(".pswp")).toHaveCount(0);
    expect(page.url()).not.toContain("gid=");
  });

  test("the slider's script loads only once the shopper scrolls the gallery, and starts on the picture scrolled to", async ({ page }) => {
    const sliderScripts: string[] = [];
    page.on("request", (request) => {
      if (/embla-carousel/.test(request.url())) sliderScripts.push(request.url());
    });
    await openProduct(page, "/product/classic-hoodie");
    const viewport = page.locator(".product-gallery__viewport");
    await expect(viewport).toHaveAttribute("data-native-scroll", "true");
    expect(sliderScripts).toEqual([]);

    // A swipe on a phone scrolls the row natively; the slider then takes over from that picture.
    await viewport.evaluate((element) => element.scrollTo({ left: element.clientWidth, behavior: "instant" }));
    await expect(viewport).not.toHaveAttribute("data-native-scroll");
    expect(sliderScripts).toHaveLength(1);
    await expect(page.getByRole("link", { name: /Show image 2 of \d/ })).toHaveAttribute("aria-current", "true");
    await expect.poll(() => viewport.evaluate((element) => element.scrollLeft)).toBe(0);
  });

  test("the lightbox has focus as soon as it shows and an Escape pressed while it opens closes it", async ({ page }) => {
    // The page's clock stands still, so PhotoSwipe's opening (a decode wait, then a fade) cannot
    // finish before the checks: they run while the dialog is visible but still opening.
    await page.clock.install();
    await openProduct(page, "/product/classic-hoodie");
    const trigger = page.locator("#product-image-1 a");
    await trigger.click();
    await expect(page.locator(".pswp")).toBeAttached();
    await expect(page).toHaveURL(/#&gid=1&pid=1$/);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("pswp"))).toBe(true);
    await page.keyboard.press("Escape");
    await page.clock.resume();
    await expect(page.locator(".pswp")).toHaveCount(0);
    expect(page.url()).not.toContain("gid=");
    await expect(trigger).toBeFocused();
  });

  test("a shared link with gid and pid opens the same picture", async ({ page }) => {
    await openProduct(page, "/product/classic-hoodie#&gid=1&pid=3");
    await expect(page.locator(".pswp")).toBeVisible();
    await expect(page.locator(".pswp__counter")).toHaveText(/3 \/ \d/);
  });

  test("hovering a large image zooms it", async ({ page }) => {
    await openProduct(page, "/product/classic-hoodie");
    const link = page.locator("#product-image-1 a");
    const box = await link.boundingBox();
    if (!box) throw new Error("no gallery image");
    await page.mouse.move(box.x + 10, box.y + 10);
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.3);
    await expect(link).toHaveClass(/is-zoomed/);
    await page.mouse.move(0, 0);
    await expect(link).not.toHaveClass(/is-zoomed/);
  });

  // Classic Hoodie's main picture is 4:3 and its third is square: before, the frame took the
  // tallest picture's height and left an empty band below the 4:3 one.
  test("pictures of different shapes each fill the frame, which keeps the main picture's shape", async ({ page }) => {
    await openProduct(page, "/product/classic-hoodie");
    const frame = await page.locator(".product-gallery__viewport").boundingBox();
    if (!frame) throw new Error("no gallery frame");
    expect(frame.width / frame.height).toBeCloseTo(1024 / 768, 2);
    await page.getByRole("link", { name: /Show image 3 of \d/ }).click();
    await expect(page.getByRole("link", { name: /Show image 3 of \d/ })).toHaveAttribute("aria-current", "true");
    const pictures = ["#product-image-1 img", "#product-image-3 img"];
    const shapeOf = (picture: string) => page.locator(picture).evaluate((img: HTMLImageElement) => (img.complete && img.naturalHeight > 0 ? img.naturalWidth / img.naturalHeight : null));
    await expect.poll(() => shapeOf(pictures[1] ?? "")).toBeCloseTo(1, 2);
    expect(await shapeOf(pictures[0] ?? "")).toBeCloseTo(1024 / 768, 2);
    for (const picture of pictures) {
      const box = await page.locator(picture).boundingBox();
      expect(box?.width).toBeCloseTo(frame.width, 0);
      expect(box?.height).toBeCloseTo(frame.height, 0);
    }
    await expect(page.locator("#product-image-3 img")).toHaveCSS("object-fit", "contain");
  });
});

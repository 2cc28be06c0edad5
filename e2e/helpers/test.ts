import { test as base, type Browser, type Locator } from "@playwright/test";

// Every spec imports `test` from here, not from @playwright/test (eslint/boundaries.js holds them
// to it), so that every press in the suite waits for the page to answer the scroll that brought
// its target into view (docs/decisions/061).
//
// Playwright scrolls an element into view and presses it in the same frame, before the page has
// had the scroll event. On a page with the sticky header, that event changes what is where: the
// header sticks and whatever sticks below it moves (the shop's sidebar drops by the header's
// height), or the element comes to rest under the stuck header. The press lands on the element and
// the release on whatever took its place, which clicks nothing. This failed CI runs four times, in
// four specs, each fixed alone before this mend. A visitor's scroll is answered frame by frame
// before any press; here the page gets those frames first, and Playwright's own checks (is the
// element stable, does something else receive the click) then see the page as it is.

const PRESSES = ["click", "dblclick", "check", "uncheck"] as const;
type PressOptions = { force?: boolean; trial?: boolean; timeout?: number } | undefined;
type Press = (this: Locator, options?: PressOptions) => Promise<void>;

/** Resolves after two frames: the scroll event runs in the first, the layout it changed is in place by the second. */
function twoFrames(): Promise<void> | undefined {
  // With JavaScript off no frame callback ever runs, and nothing on the page moves on scroll.
  if (matchMedia("(scripting: none)").matches) return undefined;
  // Playwright's fake clock (page.clock) replaces requestAnimationFrame, and a paused one calls
  // back never; it keeps the browser's own beside it. (The page's own frame callbacks wait on the
  // fake clock, but its scroll events do not.)
  const clock = (globalThis as { __pwClock?: { builtins?: { requestAnimationFrame?: typeof requestAnimationFrame } } }).__pwClock;
  const nextFrame = clock === undefined ? requestAnimationFrame : clock.builtins?.requestAnimationFrame;
  if (nextFrame === undefined) return undefined;
  return new Promise((resolve) => nextFrame(() => nextFrame(() => resolve())));
}

/** Playwright's words when an evaluation's page was replaced by a navigation. */
const NAVIGATED_AWAY = "Execution context was destroyed";

async function letThePageAnswerTheScroll(locator: Locator, options: PressOptions): Promise<void> {
  // A forced press skips Playwright's checks on purpose, and a trial presses nothing.
  if (options?.force === true || options?.trial === true) return;
  await locator.scrollIntoViewIfNeeded(options?.timeout === undefined ? {} : { timeout: options.timeout });
  await locator
    .page()
    .evaluate(twoFrames)
    .catch((error: unknown) => {
      // A page that navigated away meanwhile has no frames to wait for: the press itself then
      // waits for its target in the page that arrives, as it always does. Anything else is a fault.
      if (!(error instanceof Error && error.message.includes(NAVIGATED_AWAY))) throw error;
    });
}

const settled = Symbol("presses wait for the scroll's answer");

/** Wraps the presses of Playwright's Locator, once per worker process. */
async function settlePressesAfterScrolling(browser: Browser): Promise<void> {
  // The Locator class is not exported at run time; a locator of a throwaway page leads to it.
  const context = await browser.newContext();
  const locatorPrototype = Object.getPrototypeOf((await context.newPage()).locator("html")) as Record<string | symbol, unknown>;
  await context.close();
  if (locatorPrototype[settled] === true) return;
  locatorPrototype[settled] = true;
  for (const name of PRESSES) {
    const press = locatorPrototype[name] as Press;
    locatorPrototype[name] = async function (this: Locator, options?: PressOptions) {
      await letThePageAnswerTheScroll(this, options);
      return press.call(this, options);
    };
  }
}

export const test = base.extend<object, { settledPresses: void }>({
  settledPresses: [
    async ({ browser }, use) => {
      await settlePressesAfterScrolling(browser);
      await use();
    },
    { scope: "worker", auto: true },
  ],
});

export { expect } from "@playwright/test";

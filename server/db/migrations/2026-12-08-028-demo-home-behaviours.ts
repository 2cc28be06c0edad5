import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// The demo's home page gains the blocks' behaviours (issue 12, decision 046): a line of rich text
// with a tooltip and a scroll-to link, anchored sections (for the section bullets), and a button
// that opens a modal instead of linking to the FAQ. A shop whose home page is still exactly what the
// previous demo seed wrote gets the new one; a home page anybody has edited is left alone.

interface PageRow {
  slug: string;
  blocks: string;
  content: string;
  updated_at: string;
}

const HOME_SLUG = "home";

const hero = { type: "hero", anchor: "", heading: "", text: "Everyday things, made well.", buttonLabel: "Browse the shop", buttonHref: "/shop", backgroundImage: "", parallax: false };
const faqItems = [
  { title: "When does my order ship?", body: "Orders placed before 2 pm ship the same working day." },
  { title: "Can I return something?", body: "Yes: returns are free within 30 days of delivery." },
  { title: "Can I pause a subscription?", body: "Any time, from your account: pause, renew early or cancel." },
];
const numbers = [
  { value: 12, label: "makers we know by name", suffix: "" },
  { value: 30, label: "days to return anything", suffix: "" },
  { value: 98, label: "orders shipped the same day", suffix: "%" },
];

/** What the demo seed wrote before this migration. */
export const PREVIOUS_DEMO_HOME = [
  hero,
  { type: "products", anchor: "", heading: "Featured", display: "slider", source: "featured", category: "", count: 8 },
  { type: "products", anchor: "", heading: "New in", display: "grid", source: "newest", category: "", count: 8 },
  { type: "countUp", anchor: "", heading: "Shopwright in numbers", items: numbers },
  { type: "button", anchor: "", label: "Questions? Read the FAQ", href: "#faq" },
  { type: "accordion", anchor: "faq", heading: "Frequently asked questions", items: faqItems },
];

const shippingAndReturns = `<p>Every order is packed by hand in our workshop and leaves the same working day when placed before 2 pm.</p>
<h3>Delivery</h3>
<p>Within the United States a parcel takes two to four working days; to the United Kingdom five to eight. You get a tracking link by email as soon as it leaves.</p>
<h3>Returns</h3>
<p>Returns are free within 30 days of delivery: write to us and we send a prepaid label. Refunds reach your card within five working days of the parcel's arrival.</p>
<h3>Subscriptions</h3>
<p>Pause, renew early or cancel any time from your account; a paused subscription keeps its price.</p>`;

const INTRO_HTML = '<p>Every order ships <span data-tooltip="Orders placed before 2 pm leave our workshop the same working day.">the same day</span>, and returns are free for 30 days. Questions? <a href="#faq">Read the FAQ</a>.</p>';

/** The demo's home page from now on (as server/content/demo-pages.ts has it). */
export const DEMO_HOME = [
  hero,
  {
    type: "richText",
    anchor: "",
    html: INTRO_HTML,
  },
  { type: "products", anchor: "featured", heading: "Featured", display: "slider", source: "featured", category: "", count: 8 },
  { type: "products", anchor: "new-in", heading: "New in", display: "grid", source: "newest", category: "", count: 8 },
  { type: "countUp", anchor: "numbers", heading: "Shopwright in numbers", items: numbers },
  { type: "button", anchor: "", label: "Shipping and returns", href: "", modalHtml: shippingAndReturns },
  { type: "accordion", anchor: "faq", heading: "Frequently asked questions", items: faqItems },
];

/** JSON with every object's keys in one order, so two documents compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

async function replaceHome(db: Kysely<unknown>, from: unknown[], to: unknown[], content: string): Promise<void> {
  const typed = db as unknown as Kysely<{ pages: PageRow }>;
  const home = await typed.selectFrom("pages").select(["blocks"]).where("slug", "=", HOME_SLUG).executeTakeFirst();
  if (home === undefined || canonical(parsed(home.blocks)) !== canonical(from)) return;
  await typed.updateTable("pages").set({ blocks: JSON.stringify(to), content, updated_at: new Date().toISOString() }).where("slug", "=", HOME_SLUG).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // `content` holds the page's rich text joined (decision 040).
  await replaceHome(db, PREVIOUS_DEMO_HOME, DEMO_HOME, INTRO_HTML);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceHome(db, DEMO_HOME, PREVIOUS_DEMO_HOME, "");
}

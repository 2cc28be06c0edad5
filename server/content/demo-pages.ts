import type { Block } from "./blocks.ts";
import { HOME_PAGE_SLUG, type ContentPageInput } from "./content.ts";

function richText(html: string): Block[] {
  return [{ type: "richText", anchor: "", html }];
}

/** The modal's content: longer than a short window, so the dialog's 90 % trim shows (spec §9). */
const shippingAndReturns = `<p>Every order is packed by hand in our workshop and leaves the same working day when placed before 2 pm.</p>
<h3>Delivery</h3>
<p>Within the United States a parcel takes two to four working days; to the United Kingdom five to eight. You get a tracking link by email as soon as it leaves.</p>
<h3>Returns</h3>
<p>Returns are free within 30 days of delivery: write to us and we send a prepaid label. Refunds reach your card within five working days of the parcel's arrival.</p>
<h3>Subscriptions</h3>
<p>Pause, renew early or cancel any time from your account; a paused subscription keeps its price.</p>`;

/** The demo's home page: the theme's blocks at work (issue 12, decisions 040 and 046). */
export const DEMO_HOME_BLOCKS: Block[] = [
  { type: "hero", anchor: "", heading: "", text: "Everyday things, made well.", buttonLabel: "Browse the shop", buttonHref: "/shop", backgroundImage: "", parallax: false },
  {
    type: "richText",
    anchor: "",
    html: '<p>Every order ships <span data-tooltip="Orders placed before 2 pm leave our workshop the same working day.">the same day</span>, and returns are free for 30 days. Questions? <a href="#faq">Read the FAQ</a>.</p>',
  },
  { type: "products", anchor: "featured", heading: "Featured", display: "slider", source: "featured", category: "", count: 8 },
  { type: "products", anchor: "new-in", heading: "New in", display: "grid", source: "newest", category: "", count: 8 },
  {
    type: "countUp",
    anchor: "numbers",
    heading: "Shopwright in numbers",
    items: [
      { value: 12, label: "makers we know by name", suffix: "" },
      { value: 30, label: "days to return anything", suffix: "" },
      { value: 98, label: "orders shipped the same day", suffix: "%" },
    ],
  },
  { type: "button", anchor: "", label: "Shipping and returns", href: "", modalHtml: shippingAndReturns },
  {
    type: "accordion",
    anchor: "faq",
    heading: "Frequently asked questions",
    items: [
      { title: "When does my order ship?", body: "Orders placed before 2 pm ship the same working day." },
      { title: "Can I return something?", body: "Yes: returns are free within 30 days of delivery." },
      { title: "Can I pause a subscription?", body: "Any time, from your account: pause, renew early or cancel." },
    ],
  },
];

/** The pages a new shop starts with; the footer links to all but the home page. */
export const demoPages: ContentPageInput[] = [
  { slug: HOME_PAGE_SLUG, title: "Home", menuOrder: 0, blocks: DEMO_HOME_BLOCKS },
  {
    slug: "about",
    title: "About us",
    menuOrder: 1,
    blocks: richText(`<p>Shopwright is a small shop run by people who like well-made everyday things: hoodies that last for years, mugs that keep coffee warm, and records worth listening to twice.</p>
<p>We work with a handful of makers we know by name. Every product page tells you what something is made of, how heavy it is and how big it is, so there are no surprises when the parcel arrives.</p>
<h2>How we work</h2>
<ul><li>Orders placed before 2 pm ship the same working day.</li><li>Returns are free within 30 days.</li><li>Subscriptions can be paused, renewed early or cancelled from your account at any time.</li></ul>`),
  },
  {
    slug: "terms-and-conditions",
    title: "Terms and conditions",
    menuOrder: 2,
    blocks: richText(`<p>These terms apply to every order placed in this shop. By placing an order you agree to them.</p>
<h2>Prices and payment</h2>
<p>Prices are shown in the shop's currency and include the taxes that apply. Payment is taken when the order is placed; subscription renewals are charged on their renewal date.</p>
<h2>Delivery</h2>
<p>We deliver to the address you give at checkout. Delivery times are estimates, not promises, but we tell you when something is late.</p>
<h2>Returns</h2>
<p>You can return unused items within 30 days of delivery for a full refund. Digital downloads cannot be returned once downloaded.</p>`),
  },
  {
    slug: "privacy-policy",
    title: "Privacy policy",
    menuOrder: 3,
    // Tabs at work (decision 046): arrows, Home and End move between them once the script runs.
    blocks: [
      ...richText(`<p>We collect only what we need to run the shop: your name, email address and addresses for orders, and your order history.</p>`),
      {
        type: "tabs",
        anchor: "",
        items: [
          { title: "Cookies", body: "We use cookies to keep your cart and your login, and to remember that you dismissed a notice. We do not sell your data or share it with advertisers." },
          { title: "Your rights", body: "You can see, correct or delete your account details from your account page, or ask us to do it for you." },
          { title: "Questions", body: "Write to hello@shopwright.test about anything we hold about you; we answer within one working day." },
        ],
      },
    ],
  },
  {
    slug: "contact",
    title: "Contact",
    menuOrder: 4,
    blocks: richText(`<p>Questions about an order, a product or your subscription? Write to <a href="mailto:hello@shopwright.test">hello@shopwright.test</a> and we answer within one working day.</p>`),
  },
];

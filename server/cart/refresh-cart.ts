import type { Kysely } from "kysely";
import { getPurchasableItems, purchasableKey, type PurchasableItem, type ReadItems } from "../catalog/get-purchasable-item.ts";
import type { Image } from "../catalog/catalog.ts";
import type { DiscountableLine } from "../coupons/coupon-eligibility.ts";
import { getCouponsForCart } from "../coupons/get-coupons-for-cart.ts";
import { validateCoupon } from "../coupons/validate-coupon.ts";
import type { CouponForCart } from "../coupons/coupons.ts";
import type { Database } from "../db/schema.ts";
import { DEFAULT_SIGN_UP_SETTINGS, type SignUpSettings } from "../subscriptions/sign-up-settings.ts";
import { computeTaxes } from "../tax/compute-taxes.ts";
import { displayCart } from "../tax/display-cart.ts";
import { displayPrice, ratesForItem, type TaxedItem } from "../tax/display-price.ts";
import { calculateCartTotals, withTax, type PricedLine } from "./calculate-cart-totals.ts";
import { cartHash } from "./cart-hash.ts";
import type { CartLine, CartLineAttribute, CartLineImage, CartNotice, CartView, MessageParams } from "./cart.ts";
import { deleteCartCoupons, deleteCartLine, loadCartCouponCodes, loadCartLines, setCartLineQuantity, type StoredCartLine } from "./cart.repository.ts";
import { cartDb } from "./cart-db.ts";
import { priceSignUp, type SignUpPrice } from "./price-sign-up.ts";

// Reads a locked cart against the catalogue as it is now: lines whose item can no longer be bought
// are removed, quantities above stock or maximum are lowered, coupons that stopped applying are
// dropped, each with a notice; then prices and totals are computed afresh, and shown with or
// without tax as the "Display prices during cart and checkout" setting says (decision 027). A
// subscription is priced for today (its sign-up fee, and its recurring price unless a trial or a
// renewal day delays it): today's total is what the order charges; what it renews at is the checkout's.

export function notice(code: CartNotice["code"], params: MessageParams): CartNotice {
  return { code, params };
}

interface LiveLine {
  stored: StoredCartLine;
  item: PurchasableItem & { price: number };
  /** A subscription's price today; null for anything else. */
  signUp: SignUpPrice | null;
}

/** The quantity a line may keep, or 0 when it must go. */
function allowedQuantity(item: PurchasableItem, quantity: number): { quantity: number; reason: "stock" | "maximum" | null } {
  const { stockLimit, ruleMax } = item.limits;
  if (stockLimit !== null && quantity > stockLimit) return { quantity: stockLimit, reason: "stock" };
  if (ruleMax !== null && quantity > ruleMax) return { quantity: ruleMax, reason: "maximum" };
  return { quantity, reason: null };
}

/** Rows the caller has just read or written in this transaction, so they need no second read. */
export interface KnownCartRows {
  lines?: StoredCartLine[];
  couponCodes?: string[];
  /** Catalogue items already read in this transaction, by purchasableKey. */
  items?: ReadItems;
}

/** Each line's item, reading from the catalogue only those the caller has not read yet. */
async function itemsOfLines(trx: Kysely<Database>, lines: readonly StoredCartLine[], now: Date, known: KnownCartRows): Promise<(PurchasableItem | null)[]> {
  const missing = lines.filter((line) => !known.items?.has(purchasableKey(line)));
  const loaded = await getPurchasableItems(trx, missing, now);
  const read = new Map(missing.map((line, i) => [purchasableKey(line), loaded[i] ?? null]));
  return lines.map((line) => known.items?.get(purchasableKey(line)) ?? read.get(purchasableKey(line)) ?? null);
}

async function reconcileLines(trx: Kysely<Database>, cartId: number, now: Date, notices: CartNotice[], known: KnownCartRows, signUp: SignUpSettings): Promise<LiveLine[]> {
  const stored = known.lines ?? (await loadCartLines(cartDb(trx), cartId));
  const items = await itemsOfLines(trx, stored, now, known);
  const live: LiveLine[] = [];
  for (const [i, line] of stored.entries()) {
    const item = items[i] ?? null;
    if (item === null || !item.purchasable || !item.inStock || item.price === null) {
      await deleteCartLine(cartDb(trx), cartId, line.key);
      notices.push(notice("item_removed_unavailable", { name: item?.name ?? `#${line.productId}` }));
      continue;
    }
    const allowed = allowedQuantity(item, line.quantity);
    if (allowed.reason !== null) {
      await setCartLineQuantity(cartDb(trx), cartId, line.key, allowed.quantity, now.toISOString());
      const code = allowed.reason === "stock" ? "quantity_reduced_to_stock" : "quantity_reduced_to_maximum";
      notices.push(notice(code, { name: item.name, quantity: allowed.quantity }));
    }
    const signUpPrice = item.subscription === null ? null : priceSignUp(item.subscription, item.price, signUp, now);
    live.push({ stored: { ...line, quantity: allowed.quantity }, item: { ...item, price: item.price }, signUp: signUpPrice });
  }
  return live;
}

function pricedLines(lines: readonly LiveLine[]): PricedLine[] {
  return lines.map(({ stored, item, signUp }) => ({
    key: stored.key,
    productId: stored.productId,
    variationId: stored.variationId,
    categoryIds: item.categoryIds,
    onSale: item.onSale,
    quantity: stored.quantity,
    // Coupons and tax apply to what is charged today.
    unitPrice: signUp?.unitPrice ?? item.price,
  }));
}

function discountable(lines: readonly PricedLine[]): DiscountableLine[] {
  return lines.map((line) => ({ ...line, subtotal: line.unitPrice * line.quantity }));
}

async function reconcileCoupons(
  trx: Kysely<Database>,
  cartId: number,
  customerId: number | null,
  lines: readonly LiveLine[],
  facts: readonly DiscountableLine[],
  now: Date,
  notices: CartNotice[],
  known: KnownCartRows,
): Promise<CouponForCart[]> {
  const codes = known.couponCodes ?? (await loadCartCouponCodes(cartDb(trx), cartId));
  if (codes.length === 0) return [];
  // An emptied cart forgets its coupons quietly, as WooCommerce's empty_cart does.
  if (lines.length === 0) {
    await deleteCartCoupons(cartDb(trx), cartId, codes);
    return [];
  }
  const coupons = await getCouponsForCart(trx, codes, customerId);
  const valid = coupons.filter((c) => validateCoupon(c, facts, now).ok);
  const validCodes = new Set(valid.map((c) => c.code.toLowerCase()));
  const dropped = codes.filter((code) => !validCodes.has(code));
  await deleteCartCoupons(cartDb(trx), cartId, dropped);
  for (const code of dropped) notices.push(notice("coupon_removed_invalid", { code }));
  return valid;
}

function lineImage(image: Image | null): CartLineImage | null {
  if (image === null) return null;
  const file = image.sizes.thumbnail ?? image.sizes.medium ?? image.sizes.full;
  return { src: file.url, alt: image.alt, width: file.width, height: file.height };
}

function lineAttributes(item: PurchasableItem, chosen: Record<string, string>): CartLineAttribute[] {
  return item.variationAttributes.flatMap((definition) => {
    const value = chosen[definition.key];
    if (value === undefined) return [];
    const label = definition.options.find((o) => o.slug === value)?.name ?? value;
    return [{ key: definition.key, name: definition.name, value, label }];
  });
}

export interface CartState {
  view: CartView;
  /** The lines as coupon rules see them (with categories and sale flags). */
  discountable: DiscountableLine[];
}

/** The cart as it stands, after bringing it in line with the catalogue. `notices` come first. */
export async function refreshCart(
  trx: Kysely<Database>,
  cartId: number,
  customerId: number | null,
  now: Date,
  notices: CartNotice[] = [],
  known: KnownCartRows = {},
  signUp: SignUpSettings = DEFAULT_SIGN_UP_SETTINGS,
): Promise<CartView> {
  return (await refreshCartState(trx, cartId, customerId, now, notices, known, signUp)).view;
}

export async function refreshCartState(
  trx: Kysely<Database>,
  cartId: number,
  customerId: number | null,
  now: Date,
  notices: CartNotice[] = [],
  known: KnownCartRows = {},
  signUp: SignUpSettings = DEFAULT_SIGN_UP_SETTINGS,
): Promise<CartState> {
  const found: CartNotice[] = [];
  const lines = await reconcileLines(trx, cartId, now, found, known, signUp);
  const priced = pricedLines(lines);
  const facts = discountable(priced);
  const coupons = await reconcileCoupons(trx, cartId, customerId, lines, facts, now, found, known);
  const calculation = calculateCartTotals(priced, coupons);
  const lineTotals = lines.map((_, i) => calculation.lines[i] ?? { subtotal: 0, discount: 0, total: 0 });
  // The cart knows no address yet: its tax is the shop's estimate for its own location.
  const taxable = lines.map(({ stored, item }, i) => ({ key: stored.key, amount: lineTotals[i]?.total ?? 0, taxStatus: item.taxStatus, taxClass: item.taxClass }));
  const quote = await computeTaxes(trx, taxable, [], { shipping: null, billing: null });
  const { taxes, settings, location, estimated } = quote;
  const couponDiscounts = coupons.map((_, i) => calculation.coupons[i]?.discount ?? 0);
  const shown = displayCart(
    {
      lines: lines.map(({ stored, item }, i) => ({
        key: stored.key,
        // A subscription shows its recurring price; its subtotal is today's (sign-up) amount, so
        // what it costs today is shown with or without tax exactly as an ordinary line's.
        unitPrice: item.price,
        regularUnitPrice: item.regularPrice ?? item.price,
        subtotal: lineTotals[i]?.subtotal ?? 0,
        total: lineTotals[i]?.total ?? 0,
        taxStatus: item.taxStatus,
        taxClass: item.taxClass,
      })),
      discount: calculation.totals.discount,
      couponDiscounts,
      shipping: [],
    },
    quote,
    settings.displayCart,
  );
  // An amount of a line shown as the cart shows prices (the sign-up fee in a subscription's terms).
  const showAsCart = (amount: number, item: TaxedItem) => displayPrice(amount, ratesForItem(item, quote.rates, location), settings, settings.displayCart);
  const cartLines: CartLine[] = lines.map(({ stored, item, signUp: signUpPrice }, i) => {
    const totals = lineTotals[i] ?? { subtotal: 0, discount: 0, total: 0 };
    const display = shown.lines.get(stored.key);
    return {
      key: stored.key,
      productId: stored.productId,
      variationId: stored.variationId,
      name: item.name,
      permalink: item.permalink,
      quantity: stored.quantity,
      attributes: lineAttributes(item, stored.attributes),
      unitPrice: item.price,
      regularUnitPrice: item.regularPrice ?? item.price,
      onSale: item.onSale,
      subtotal: totals.subtotal,
      discount: totals.discount,
      total: totals.total,
      displayUnitPrice: display?.unitPrice ?? item.price,
      displayRegularUnitPrice: display?.regularUnitPrice ?? item.regularPrice ?? item.price,
      displaySubtotal: display?.subtotal ?? totals.subtotal,
      image: lineImage(item.image),
      minQuantity: item.limits.min,
      maxQuantity: item.limits.max,
      soldIndividually: item.soldIndividually,
      subscription:
        item.subscription === null || signUpPrice === null
          ? null
          : { terms: item.subscription, signUpUnitPrice: signUpPrice.unitPrice, displaySignUpFee: showAsCart(item.subscription.signUpFee, item) },
    };
  });
  const cartCoupons = coupons.map((c, i) => ({
    code: c.code.toLowerCase(),
    type: c.type,
    discount: couponDiscounts[i] ?? 0,
    displayDiscount: shown.couponDiscounts[i] ?? couponDiscounts[i] ?? 0,
    freeShipping: c.freeShipping,
  }));
  const totals = withTax(calculation.totals, taxes.total, settings.pricesIncludeTax);
  const displayTotals = { subtotal: shown.subtotal, discount: shown.discount };
  const taxNote = settings.enabled ? { display: settings.displayCart, label: shown.label, estimatedFor: estimated ? location.country : null } : null;
  const content = { lines: cartLines, coupons: cartCoupons, totals, displayTotals, taxNote };
  const view: CartView = {
    ...content,
    notices: [...notices, ...found],
    itemCount: cartLines.reduce((sum, l) => sum + l.quantity, 0),
    hash: cartHash(content),
  };
  return { view, discountable: facts };
}

import { accountUiMessages } from "./account-messages.en.ts";
import { addressUiMessages } from "./address-messages.en.ts";
import { cartUiMessages } from "./cart-messages.en.ts";
import { subscriptionUiMessages } from "./subscription-messages.en.ts";

// The words shoppers read, keyed by purpose. English follows WooCommerce's defaults so a shop moving
// over reads the same. One flat object: every area of the shop adds its keys here. Placeholders are
// WordPress-style (%s, %d, %1$s), filled by t() in ./t.ts.

export const messages = {
  ...cartUiMessages,
  ...accountUiMessages,
  ...addressUiMessages,
  ...subscriptionUiMessages,
  // Add to cart and product buttons
  "cart.addToCart": "Add to cart",
  "cart.addToCartLabel": "Add to cart: “%s”",
  "cart.selectOptions": "Select options",
  "cart.selectOptionsLabel": "Select options for “%s”",
  "cart.readMore": "Read more",
  "cart.readMoreLabel": "Read more about “%s”",
  "cart.viewProducts": "View products",
  "cart.viewProductsLabel": "View products in the “%s” group",
  "cart.buyProduct": "Buy product",
  "cart.signUpNow": "Sign up now",
  "cart.signUpNowLabel": "Sign up now: “%s”",

  // Quantity control
  "quantity.label": "%s quantity",
  "quantity.increase": "Increase quantity",
  "quantity.decrease": "Decrease quantity",

  // Stock
  "stock.inStock": "In stock",
  "stock.countInStock": "%s in stock",
  "stock.lowStock": "Only %s left in stock",
  "stock.outOfStock": "Out of stock",
  "stock.onBackorder": "Available on backorder",
  "stock.canBackorder": "%s (can be backordered)",

  // Subscription terms (WooCommerce Subscriptions): "$10.00 / month for 12 months with a 14-day
  // free trial and a $5.00 sign-up fee". Periods come in a singular and a counted plural form.
  "subscription.perPeriod": "/ %s",
  "subscription.everyPeriods": "every %s",
  "subscription.forPeriods": "for %s",
  "subscription.with": "with %s",
  "subscription.and": "%1$s and %2$s",
  "subscription.signUpFee": "a %s sign-up fee",
  "subscription.freeTrial": "a %1$s-%2$s free trial",
  "subscription.firstPayment": "First payment: %s",
  "subscription.today": "Today!",
  "subscription.firstPaymentProrated": "First payment prorated. Next payment: %s",
  // The cart's and checkout's subscription words are in subscription-messages.en.ts.
  "period.day": "day",
  "period.week": "week",
  "period.month": "month",
  "period.year": "year",
  "period.days": "%s days",
  "period.weeks": "%s weeks",
  "period.months": "%s months",
  "period.years": "%s years",

  // Prices
  "price.originalWas": "Original price was: %s.",
  "price.currentIs": "Current price is: %s.",
  "price.range": "Price range: %1$s through %2$s",
  "price.sale": "Sale!",

  // Variations form
  "variations.chooseOption": "Choose an option",
  "variations.clear": "Clear",
  "variations.makeSelection": "Please select some product options before adding this product to your cart.",
  "variations.unavailable": "Sorry, this product is unavailable. Please choose a different combination.",
  "variations.noMatch": "Sorry, no products matched your selection. Please choose a different combination.",
  "variations.noneAvailable": "This product is currently out of stock and unavailable.",
  "variations.lookupFailed": "The product options could not be checked. Please try again.",

  // Product meta
  "meta.sku": "SKU:",
  "common.notAvailable": "N/A",
  "list.separator": ", ",
  "meta.category": "Category:",
  "meta.categories": "Categories:",
  "meta.tag": "Tag:",
  "meta.tags": "Tags:",

  // Star ratings
  "rating.rated": "Rated %s out of 5",
  "rating.customerReview": "%s customer review",
  "rating.customerReviews": "%s customer reviews",

  // Product tabs
  "tabs.label": "Product details",
  "tabs.description": "Description",
  "tabs.additionalInformation": "Additional information",
  "tabs.reviews": "Reviews (%d)",
  "info.weight": "Weight",
  "info.dimensions": "Dimensions",

  // Reviews
  "reviews.heading": "Reviews",
  "reviews.headingOne": "%1$d review for “%2$s”",
  "reviews.headingMany": "%1$d reviews for “%2$s”",
  "reviews.none": "There are no reviews yet.",
  "reviews.pagination": "Reviews pages",
  "reviews.previousPage": "Previous reviews",
  "reviews.nextPage": "Next reviews",
  "reviews.pageNumber": "%d",
  "reviews.verifiedOwner": "verified owner",
  "reviews.formTitle": "Add a review",
  "reviews.formTitleFirst": "Be the first to review “%s”",
  "reviews.notes": "Your email address will not be published. Required fields are marked *",
  "reviews.yourRating": "Your rating",
  "reviews.starOption": "%d of 5 stars",
  "reviews.yourReview": "Your review",
  "reviews.name": "Name",
  "reviews.email": "Email",
  "reviews.submit": "Submit",
  "reviews.ratingRequired": "Please select a rating",
  "reviews.awaitingApproval": "Your review is awaiting approval",
  "reviews.thanks": "Thank you for your review.",
  "reviews.errorSummary": "Your review could not be submitted.",
  "reviews.error.requiredFields": "Please fill the required fields.",
  "reviews.error.invalidEmail": "Please enter a valid email address.",
  "reviews.error.emptyContent": "Please type your review text.",
  "reviews.error.duplicate": "Duplicate review detected; it looks as though you’ve already said that!",
  "reviews.error.closed": "Sorry, reviews are closed for this product.",

  // Product gallery and lightbox
  "gallery.label": "Product images",
  "gallery.carousel": "carousel",
  "gallery.slideRole": "slide",
  "gallery.openLightbox": "View full-screen image gallery",
  "gallery.enlargeImage": "View image %1$d of %2$d full screen",
  "gallery.showImage": "Show image %1$d of %2$d",
  "gallery.slide": "%1$d of %2$d",
  "gallery.imageLoadError": "The image could not be loaded.",
  "gallery.openImageFile": "Open the image",
  "gallery.zoomLoadError": "The image could not be loaded",
  "lightbox.label": "Image gallery",
  "lightbox.close": "Close (Esc)",
  "lightbox.zoom": "Zoom in/out",
  "lightbox.previous": "Previous (arrow left)",
  "lightbox.next": "Next (arrow right)",
  "lightbox.fullscreen": "Toggle fullscreen",
  "lightbox.share": "Share",
  "lightbox.shareFacebook": "Share on Facebook",
  "lightbox.shareX": "Post on X",
  "lightbox.sharePinterest": "Pin it",
  "lightbox.download": "Download image",

  // Linked products
  "related.title": "Related products",
  "upsells.title": "You may also like…",
  "grouped.caption": "Products in this group",

  // Site frame: header, menus, search, footer, store notice, error page
  "layout.skipToContent": "Skip to content",
  "layout.homeLink": "%s home",
  "layout.accountAndCart": "Account and cart",
  "layout.mainMenu": "Main",
  "layout.footerMenu": "Footer",
  "layout.copyright": "© %1$s %2$s",
  "layout.storeNotice": "Store notice",
  "layout.dismiss": "Dismiss",
  "layout.breadcrumb": "Breadcrumb",
  "layout.titleWithShop": "%1$s – %2$s",
  "nav.home": "Home",
  "nav.shop": "Shop",
  "search.label": "Search products",
  "search.placeholder": "Search products…",
  "search.submit": "Search",
  "search.resultsTitle": "Search results: “%s”",
  "error.notFoundText": "The page you are looking for does not exist.",
  "error.retryText": "Please try again in a moment.",

  // Home page
  "home.metaDescription": "%s: hoodies, tees, music, decor and subscriptions, delivered.",

  // Product listings: ordering, result count, pagination
  "archive.noProducts": "No products were found matching your selection.",
  "archive.taggedTitle": "Products tagged “%s”",
  "archive.pagedTitle": "%1$s – Page %2$s",
  "archive.metaDescription": "%1$s at %2$s: %3$s products.",
  "ordering.label": "Shop order",
  "ordering.submit": "Sort",
  "ordering.menu_order": "Default sorting",
  "ordering.popularity": "Sort by popularity",
  "ordering.rating": "Sort by average rating",
  "ordering.date": "Sort by latest",
  "ordering.price": "Sort by price: low to high",
  "ordering.price-desc": "Sort by price: high to low",
  "resultCount.single": "Showing the single result",
  "resultCount.all": "Showing all %s results",
  "resultCount.range": "Showing %1$s–%2$s of %3$s results",
  "pagination.label": "Product Pagination",
  "pagination.previous": "Previous page",
  "pagination.next": "Next page",
  "pagination.page": "Page %s",
  // Arrows point the reading direction's way; a right-to-left catalogue swaps them.
  "pagination.previousSymbol": "←",
  "pagination.nextSymbol": "→",

  // Content pages: the edit link and the edit form for editors (spec §6)
  "page.editHeading": "Edit page: %s",
  "page.title": "Title",
  "page.update": "Update",
  "page.viewPage": "View page",
  "page.updated": "Page updated.",
  "page.titleInvalid": "Please enter a title of at most 200 characters.",
  "page.saveFailed": "The page could not be saved.",
  "page.forbidden": "You are not allowed to edit pages.",
  "page.notFound": "Page not found",
  "page.failed": "Something went wrong",
  "page.returnToShop": "Return to shop",
} satisfies Record<string, string>;

export type MessageKey = keyof typeof messages;

// Reviews for the demo catalogue: mixed ratings over a handful of products, so average ratings,
// rating counts and the "sort by rating" order have something to show.

export interface DemoReview {
  productSlug: string;
  author: string;
  email: string;
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
  verified: boolean;
  daysAgo: number;
}

export const demoReviews: DemoReview[] = [
  // Classic Hoodie
  { productSlug: "classic-hoodie", author: "Maya Lindqvist", email: "maya.lindqvist@example.com", rating: 5, verified: true, daysAgo: 3,
    content: "Thick, soft and the blue is gorgeous. I sized down to an M and it still has room for a shirt underneath." },
  { productSlug: "classic-hoodie", author: "Tom Okafor", email: "tom.okafor@example.com", rating: 4, verified: true, daysAgo: 18,
    content: "Great quality and the hidden phone pocket is genius. Knocked off a star because the sleeves run a little long." },
  { productSlug: "classic-hoodie", author: "Priya Raman", email: "priya.raman@example.com", rating: 5, verified: false, daysAgo: 41,
    content: "Bought the red one for my partner and now I want one too. Washes well, no pilling after two months." },
  { productSlug: "classic-hoodie", author: "Jonas Weber", email: "jonas.weber@example.com", rating: 3, verified: true, daysAgo: 65,
    content: "Nice fabric, but the green is darker than in the photos. Still wear it every weekend." },

  // Everyday Organic T-shirt
  { productSlug: "everyday-organic-tshirt", author: "Lucía Fernández", email: "lucia.fernandez@example.com", rating: 4, verified: true, daysAgo: 9,
    content: "Lovely weight, not see-through like most white tees. Shrank a tiny bit in a warm wash, so keep it cold." },
  { productSlug: "everyday-organic-tshirt", author: "Sam Whitaker", email: "sam.whitaker@example.com", rating: 2, verified: true, daysAgo: 27,
    content: "The fit is much boxier than I expected. Quality seems fine but it just doesn't suit me. Returned it without fuss." },

  // Enamel Camp Mug
  { productSlug: "enamel-camp-mug", author: "Hannah Brooks", email: "hannah.brooks@example.com", rating: 5, verified: true, daysAgo: 5,
    content: "Took it on a week of wild camping and it came back with one tiny chip and a lot of character. Love it." },
  { productSlug: "enamel-camp-mug", author: "Daniel Kim", email: "daniel.kim@example.com", rating: 4, verified: false, daysAgo: 33,
    content: "Looks great on the desk. The rim gets warm with fresh coffee, so let it sit a minute." },
  { productSlug: "enamel-camp-mug", author: "Aoife Byrne", email: "aoife.byrne@example.com", rating: 1, verified: true, daysAgo: 80,
    content: "Mine arrived with a big chip on the base. Customer service sent a replacement quickly, but the first impression wasn't great." },

  // Monthly Coffee Box
  { productSlug: "monthly-coffee-box", author: "Marco Bellini", email: "marco.bellini@example.com", rating: 5, verified: true, daysAgo: 2,
    content: "Three months in and every box has been a winner. The tasting cards taught me more than years of buying supermarket beans." },
  { productSlug: "monthly-coffee-box", author: "Grace Thompson", email: "grace.thompson@example.com", rating: 4, verified: true, daysAgo: 21,
    content: "Fresh, well packed and easy to pause when we went on holiday. I'd love a decaf option." },
  { productSlug: "monthly-coffee-box", author: "Ravi Patel", email: "ravi.patel@example.com", rating: 3, verified: true, daysAgo: 54,
    content: "Coffee is excellent, but one box arrived a week late. Support were apologetic and added an extra bag." },

  // Tea Club
  { productSlug: "tea-club", author: "Elin Sørensen", email: "elin.sorensen@example.com", rating: 5, verified: true, daysAgo: 12,
    content: "The surprise tea is always the highlight. Switched to the yearly plan after two months." },
  { productSlug: "tea-club", author: "Chloe Martin", email: "chloe.martin@example.com", rating: 4, verified: false, daysAgo: 47,
    content: "Beautiful teas. The first payment being pro-rated confused me at first but it makes sense." },

  // Northern Lights vinyl
  { productSlug: "northern-lights-vinyl-lp", author: "Felix Navarro", email: "felix.navarro@example.com", rating: 5, verified: true, daysAgo: 7,
    content: "Dead quiet pressing, perfectly centred, and the inner sleeve is a work of art. Side B is a dream." },
  { productSlug: "northern-lights-vinyl-lp", author: "Ingrid Halvorsen", email: "ingrid.halvorsen@example.com", rating: 4, verified: true, daysAgo: 36,
    content: "Fantastic record. The corner of the sleeve got slightly dinged in the post, otherwise perfect." },

  // Cedar & Smoke candle
  { productSlug: "cedar-smoke-soy-candle", author: "Olivia Grant", email: "olivia.grant@example.com", rating: 5, verified: true, daysAgo: 15,
    content: "Smells like a cabin in the woods without being overpowering. Burns evenly all the way down." },
  { productSlug: "cedar-smoke-soy-candle", author: "Noah Fischer", email: "noah.fischer@example.com", rating: 2, verified: false, daysAgo: 90,
    content: "Scent throw is weak in a big room. Fine for a bathroom or a small bedroom." },

  // Build-Your-Own Sneaker
  { productSlug: "custom-sneaker", author: "Yuki Tanaka", email: "yuki.tanaka@example.com", rating: 5, verified: true, daysAgo: 11,
    content: "Olive suede in 40 fits true to size. Took 13 days to arrive and the stitching is immaculate." },
  { productSlug: "custom-sneaker", author: "Ben Carter", email: "ben.carter@example.com", rating: 3, verified: true, daysAgo: 58,
    content: "Comfortable once broken in, but the leather version was stiff for the first two weeks." },
];

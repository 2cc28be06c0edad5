// The Node flags the shop process runs with: package.json's `start` and `serve` scripts and the
// benches pass them, `bench:render-cost` too, which renders pages in its own process (a unit test
// keeps the scripts in step). Decision 054.
//
// V8 sizes the young generation from the machine's memory. Rendering pages allocates fast, and on
// a machine with a few GB the young generation grew to 128 MB, a quarter of the 512 MB a shop
// process may take with a full page cache (issue 13), while its live objects fit in a few MB.
// Semi-spaces of 16 MB hold it at 32 MB; measured alternately on 100,000 products, uncached
// product pages ran at 261–274 req/s with it and 250–256 without.
//
// V8's memory reducer, seeing a process go quiet for some seconds, runs full collections and shrinks
// the heap; the next burst then ran slowly while the heap grew back and the code was compiled again.
// After 10 quiet seconds, 1,000 adds to cart a second on PostgreSQL waited up to 0.4 s for their
// first 2 s (p99 235 ms over 30 s); without the reducer, p99 31 ms. A shop's process keeps the heap
// it needed for its busiest moment instead, which the 512 MB bound already counts (decision 057).
export const SHOP_NODE_FLAGS = ["--max-semi-space-size=16", "--no-memory-reducer"] as const;

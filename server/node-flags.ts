// The Node flags the shop process runs with: package.json's `start` and `serve` scripts and the
// benches pass them (a unit test keeps the scripts in step). Decision 054.
//
// V8 sizes the young generation from the machine's memory. Rendering pages allocates fast, and on
// a machine with a few GB the young generation grew to 128 MB, a quarter of the 512 MB a shop
// process may take with a full page cache (issue 13), while its live objects fit in a few MB.
// Semi-spaces of 16 MB hold it at 32 MB; measured alternately on 100,000 products, uncached
// product pages ran at 261–274 req/s with it and 250–256 without.
export const SHOP_NODE_FLAGS = ["--max-semi-space-size=16"] as const;

// The optional page loader (PAGE_LOADER, spec §9): a cover over the page until the blocks script
// removes it 1000 ms after it starts (app/islands/blocks/page-loader.ts). Decoration: hidden from
// screen readers, never shown without a script (the no-js class), and faded out by CSS alone after
// a few seconds should the script fail, so it can never hide the page for good.

export function PageLoader() {
  return (
    <div className="page-loader" data-page-loader="" aria-hidden="true">
      <span className="page-loader__spinner" />
    </div>
  );
}

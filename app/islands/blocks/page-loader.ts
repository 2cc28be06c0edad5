// The page loader (page-loader.tsx, PAGE_LOADER) is removed 1000 ms after the blocks script starts
// (spec §9: "Page loader removed after 1000 ms").

export const PAGE_LOADER_MS = 1000;

export function startPageLoader(): void {
  const loader = document.querySelector("[data-page-loader]");
  if (!loader) return;
  setTimeout(() => loader.remove(), PAGE_LOADER_MS);
}

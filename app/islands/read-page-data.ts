const read = new Map<string, unknown>();

/** The JSON a page carries for its scripts under `id` (app/components/ui/page-data-script.tsx), parsed once. */
export function readPageData<T>(id: string): T {
  if (!read.has(id)) {
    const text = document.getElementById(id)?.textContent;
    if (!text) throw new Error(`The page has no #${id} for its scripts`);
    read.set(id, JSON.parse(text));
  }
  return read.get(id) as T;
}

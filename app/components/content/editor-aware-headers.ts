import type { HeadersFunction } from "react-router";

/** Only an editor's page adds a header (no-store); everyone else's response is unchanged. */
export const editorAwareHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const merged = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl !== null) merged.set("Cache-Control", cacheControl);
  return merged;
};

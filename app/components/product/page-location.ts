import { createContext, useContext } from "react";

/**
 * The page address, from the server's request. The product page is hydrated as an island without
 * the router (docs/decisions/003), so it cannot use the router's useLocation.
 */
export interface PageLocation {
  pathname: string;
  search: string;
}

export const PageLocationContext = createContext<PageLocation>({ pathname: "/", search: "" });

export function usePageLocation(): PageLocation {
  return useContext(PageLocationContext);
}

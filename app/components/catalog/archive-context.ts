import { createContext } from "react-router";
import type { loadArchive } from "./load-archive.server.ts";

export type Archive = Awaited<ReturnType<typeof loadArchive>>;

/**
 * A listing's products, sidebar and pages, set by the shop, category and tag loaders for their
 * component: a request value, not loaderData, which React Router would encode for nothing
 * (app/request-context.tsx).
 */
export const archiveContext = createContext<Archive>();

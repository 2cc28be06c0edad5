import { createContext } from "react-router";
import type { ReviewFormState } from "./review-form-state.ts";

// A review post is one request: the product route's action saves the review and leaves the form's
// outcome here, and the loader that React Router runs next renders the product area once with it.
// (Rendering it in the action as well drew the whole island twice per post.)
export const reviewFormStateContext = createContext<ReviewFormState | null>(null);

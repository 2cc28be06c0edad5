// The theme's script, on every page (issue 12): plain DOM code, no React, at most 15 KB gzip in all.
// Each behaviour lives in its own module under ./theme/ and does nothing when its markup is not on
// the page. Behaviours that only content blocks need load with ./blocks-island.ts instead.

import { startEach } from "./start-each.ts";
import { THEME_BEHAVIOURS } from "./theme/theme-behaviours.ts";

startEach(THEME_BEHAVIOURS);

// The content blocks' script (issue 12): loaded only by pages made of blocks (the home page and
// content pages), so slider, count-up, tabs, modal and media code never weighs on the product page.
// Each block type's behaviour is its own module under ./blocks/ and finds its blocks by their data
// attributes; without JavaScript every block still shows its content (decision 040).

import { BLOCK_BEHAVIOURS } from "./blocks/block-behaviours.ts";
import { startEach } from "./start-each.ts";

startEach(BLOCK_BEHAVIOURS);

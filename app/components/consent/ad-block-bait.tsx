import { AD_BLOCK_PATH } from "../../../server/ad-block/ad-block.ts";

// Ad-block detection's bait (spec §7, decision 048): an empty box with the class names ad blockers'
// filter lists hide or remove. The theme script (app/islands/theme/adblock/) looks for it on load
// and reports to the shop whether it survived. Off-screen and hidden from assistive technology.
export function AdBlockBait() {
  return <div className="adsbox ad-banner pub_300x250 ad-placement" data-ad-bait data-report={AD_BLOCK_PATH} aria-hidden="true" />;
}

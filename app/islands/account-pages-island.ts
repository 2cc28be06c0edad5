import { fillAccountLinks } from "./account/account-link.ts";
import { enhanceAccount } from "./account/enhance-account.ts";

// The account script for pages whose own account forms the shopper may use at once (My account,
// the lost-password and reset links, checkout's account fields): the whole script, loaded with the
// page rather than on demand, so no form is sent before it is enhanced. Other pages get the small
// ./account-island.ts (decision 050); the root layout picks one by the page's path.

void fillAccountLinks();
enhanceAccount();

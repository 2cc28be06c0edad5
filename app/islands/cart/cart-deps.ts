import type { CartStore } from "./cart-store.ts";
import type { HeaderCartView } from "./header-cart-view.ts";
import type { MiniCartPanel } from "./mini-cart-panel.ts";
import type { Enqueue } from "./request-queue.ts";
import type { CartSettings } from "./settings.ts";
import type { ShowToast } from "./toasts.ts";

/** What the cart script's behaviours share, wired once in app/islands/cart-island.ts. */
export interface CartDeps {
  settings: () => CartSettings;
  store: CartStore;
  enqueue: Enqueue;
  toast: ShowToast;
  header: HeaderCartView;
  miniCart: MiniCartPanel;
}
